/** The server's own sentences (SPEC's fixed texts live in AUTH_MESSAGES in @shop/domain). */
export const MSG = {
  // At least ten words: SPEC's old client took the 10th word as the code; it is no code now.
  registeredEmail: 'User registered successfully, we sent a verification code to your email address.',
  registeredPhone: 'User registered successfully, your phone number is verified and you are signed in.',
  emailTaken: 'User with this email already exists',
  phoneTaken: 'User with this phone number already exists',
  phoneNotVerified: 'Please verify your phone number with the code we sent before signing up',
  emailVerified: 'Your email address is verified, you are signed in',
  phoneVerified: 'Your phone number is verified',
  resetCodeAccepted: 'Code accepted, please choose a new password',
  contactChanged: 'Your new contact is verified and saved',
  noPendingChange: 'There is no change waiting for this contact',
  captchaFailed: 'Please confirm you are not a robot and try again',
  badLogin: 'Invalid email/phone or password',
  verifyFirst: 'Please verify your email address first, we sent a new code to your email',
  forgotSent: 'If an account exists for this contact, we sent a code',
  passwordReset: 'Your password has been reset, please sign in with your new password',
  passwordChanged: 'Your password has been changed, other devices were signed out',
  wrongCurrentPassword: 'Current password is not correct',
  oneContactAtATime: 'Please change your email or your phone number one at a time',
} as const
