/** Money is whole currency units per year; the forms show thousands (001 §5 "salary is shown in thousands"). */
export const MONEY_UNIT = 1000
