/** The exact messages of spec part 1 §5. */
export const messages = {
  required: 'Required',
  zeroOrEmpty: 'cannot be empty or 0',
  notNumber: 'must be a number',
  negative: 'cannot be negative',
  code: 'Must contain only letters and/or numbers',
  onlySpaces: 'Contain only spaces',
  maxLength: (n: number) => `Max length is ${n} symbols`,
  email: 'Invalid email address',
  passwordWhitespace: 'Password must not contain Whitespaces.',
  passwordUppercase: 'Password must have at least one Uppercase Character.',
  passwordLowercase: 'Password must have at least one Lowercase Character.',
  passwordDigit: 'Password must contain at least one Digit.',
  passwordSymbol: 'Password must contain at least one Special Symbol.',
  passwordLength: 'Password must be 6-20 Characters Long.',
  mustMatch: 'Must match',
  enterCaptcha: 'Enter reCaptcha',
  notAuthorized: 'You are not authorized',
  initialServerError: 'Initial server error',
  networkError: 'Network Error',
  /** Not in the spec: NUL or a lone UTF-16 surrogate, which no text column or JSON value can hold. */
  notAllowedCharacters: 'This text contains characters that are not allowed.',
} as const;

/** Input limits of spec part 1 §5 and §9. */
export const limits = {
  signInEmail: 60,
  auth: 50,
  user: 100,
  textarea: 400,
  textareaLines: 6,
  passwordMin: 6,
  passwordMax: 20,
} as const;
