export * from './rules'
export * from './wall-time'
