// The password rule of spec section 5: at least 8 characters with a lowercase letter, an
// uppercase letter, a digit and a symbol.
import { z } from 'zod/mini';

const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

export const passwordSchema = z.string().check(z.minLength(1, 'Please input your password'), z.regex(PASSWORD_PATTERN, 'Enter a valid password'));

export const PASSWORD_HINT = 'At least 8 characters with upper- and lowercase letters, a digit and a symbol.';

export const PASSWORDS_DIFFER = 'The two passwords that you entered do not match!';
