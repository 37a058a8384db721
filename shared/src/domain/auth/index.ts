export * from './account-settings'
export * from './fields'
export * from './home-route'
export * from './messages'
