// Codes the auth API answers with that the forms react to (beyond showing the message).
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
export const INVALID_TOKEN = 'INVALID_TOKEN';
