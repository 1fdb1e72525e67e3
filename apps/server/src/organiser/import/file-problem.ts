// What is wrong with an uploaded spreadsheet as a whole (not a zip, no header, no rows) is about
// the upload's field `content`, so the dashboard shows it under the file input.
import { fieldProblem } from '../../http/errors';

export const fileProblem = (message: string) => fieldProblem('content', message);
