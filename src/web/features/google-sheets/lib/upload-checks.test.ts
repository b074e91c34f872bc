import { describe, expect, it } from 'vitest';
import { IMPORT_MSG, MAX_UPLOAD_BYTES } from '../../../../contracts/google-sheets.js';
import { toastParts, uploadProblem } from './upload-checks.js';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('uploadProblem', () => {
  it('says what is wrong, in the order the specification lists', () => {
    expect(uploadProblem(null, true)).toBe(IMPORT_MSG.noFile);
    expect(uploadProblem(file('a.txt'), false)).toBe(IMPORT_MSG.invalidType);
    expect(uploadProblem(file('a.CSV', MAX_UPLOAD_BYTES + 1), false)).toBe(IMPORT_MSG.tooLarge);
    expect(uploadProblem(file('a.xlsx'), false)).toBe(IMPORT_MSG.permission);
    expect(uploadProblem(file('a.xls', MAX_UPLOAD_BYTES), true)).toBeNull();
  });

  it('splits a "Title: text" message for the toast', () => {
    expect(toastParts(IMPORT_MSG.tooLarge, 'Upload Failed')).toEqual({
      title: 'File Too Large',
      description: 'Please upload a file smaller than 10MB',
    });
    expect(toastParts('No rows', 'Upload Failed')).toEqual({
      title: 'Upload Failed',
      description: 'No rows',
    });
  });
});
