export * from './defaults'
export * from './reminders'
export * from './rules'
export * from './wall-time'
