/** The authentication area: one lazily loaded chunk. */
export { ForgotPasswordPage } from './forgot-password-page'
export { LoginPage } from './login-page'
export { ResetPasswordPage } from './reset-password-page'
export { SignupStep1Page } from './signup-step1-page'
export { SocialLoginPage } from './social-login-page'
export { openTermsDialog } from './terms'
export { VerifyAccountPage } from './verify-account-page'
