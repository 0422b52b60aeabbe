/**
 * English messages of the account forms reached from mails and the login dialog (issue 26): /register,
 * /reset-password and /alerts/unsubscribe. A module of their own, as en-account.ts: an island imports
 * its section from here, so these words ship only with the islands that use them. en.ts re-exports
 * them. English is what the pages said before, word for word (spec sections 2, 4 and 5); the words
 * the login dialog already has (email, password, 'This field is required' …) are the `auth` section's.
 */

/** /register (src/components/account/RegisterPage.tsx) and the activation notice after it. */
export const register = {
  title: 'Register',
  description: 'Create your Reluxe account to buy, sell and save pre-owned luxury.',
  eyebrow: 'Join Reluxe',
  heading: 'Create your account',
  emailTitle: 'Register with email',
  emailLede: 'We will email you a link to activate your account.',
  socialTitle: 'Complete your registration',
  socialLede: 'Almost there: add your details to finish signing up.',
  signingUpWith: 'Signing up with {provider}',
  fullName: 'Full name',
  phoneCode: 'Phone code',
  phoneCodeLoading: 'Loading…',
  phoneCodeSelect: 'Select',
  mobile: 'Mobile',
  confirmPassword: 'Confirm password',
  passwordHint: 'At least {min} characters',
  submit: 'REGISTER',
  preferPassword: 'Prefer a password?',
  registerWithEmail: 'Register with email',
  checkEmail: 'Check your email',
  activationSent: 'We have sent an activation link to {email}. Please open it to activate your account, then log in.',
  yourEmail: 'your email address',
  resend: 'Resend email',
  resent: 'Verification email has been sent',
  cannotResend: 'Cannot resend email.',
  activatedAlready: 'Activated already?',
  signedInTitle: 'You are signed in',
  signedInText: 'Your account is ready. Continue exploring the collection.',
  continueShopping: 'Continue shopping',
  oops: 'Oops!',
  fullNameTooLong: 'Full name must be at most {max} characters',
  invalidMobile: 'Mobile number is not valid',
  passwordTooShort: 'Password must be at least {min} characters',
  passwordTooLong: 'Password must be at most {max} characters',
  passwordMismatch: 'Passwords do not match',
};

/** /reset-password?token=… (src/components/account/ResetPasswordPage.tsx), the mailed link. */
export const resetPassword = {
  title: 'Reset your password',
  eyebrow: 'Account',
  incompleteTitle: 'This link is not complete',
  incompleteText: 'Open the link from the password reset email again, or ask for a new one.',
  chooseTitle: 'Choose a new password',
  chooseLede: 'Use at least {min} characters. Your other sessions will be signed out.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  submit: 'RESET PASSWORD',
  doneTitle: 'Your password has been reset',
  doneText: 'You can now log in with your new password.',
  continueShopping: 'Continue shopping',
  oops: 'Oops!',
  cannotReset: 'Cannot reset your password.',
  passwordTooShort: 'Password must be at least {min} characters',
  passwordTooLong: 'Password must be at most {max} characters',
  passwordMismatch: 'Passwords do not match',
};

/** /alerts/unsubscribe?token=… (src/components/saved-searches/AlertsUnsubscribe.tsx), the digest's link. */
export const alertsUnsubscribe = {
  title: 'Alert emails',
  eyebrow: 'Alerts',
  question: 'Stop the emails about price drops, sold favourites and new pieces for your saved searches?',
  turnOff: 'Turn off alert emails',
  offTitle: 'Alerts are off',
  offText: 'We will not send you alert emails any more. You can turn them back on in your settings at any time.',
  continueShopping: 'Continue shopping',
  failedTitle: 'We could not turn alerts off',
  incomplete: 'This link is incomplete. Turn alerts off in your settings instead.',
  invalidLink: 'This link is not valid or has expired. Turn alerts off in your settings instead.',
  tryAgain: 'Please try again in a moment.',
  goToSettings: 'Go to settings',
};
