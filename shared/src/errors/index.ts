export * from './app-error'
export * from './envelope'
export * from './error-codes'
export * from './parse-api-error'
