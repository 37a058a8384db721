export * from './defaults'
export * from './rules'
export * from './wall-time'
