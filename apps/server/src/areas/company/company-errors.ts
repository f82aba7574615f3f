import { Code } from '@gf/contracts';
import { AppError, type LocalText } from '../../platform/http/errors.js';

/** Bad input (40001) in a field whose message already says what it is about, in the user's language. */
export function refused(field: string, text: LocalText): AppError {
  return new AppError(Code.invalidInput, text, { errors: [{ field, message: text.en }] }, [{ field, text }]);
}
