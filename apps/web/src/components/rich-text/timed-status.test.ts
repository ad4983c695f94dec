import { describe, expect, it } from 'vitest';
import { isSuccessText } from './timed-status';

describe('status colour (spec 002 §8)', () => {
  it('is green for successful texts and red for unsuccessful and other errors', () => {
    expect(isSuccessText('Announcement successfully created!')).toBe(true);
    expect(isSuccessText('FAQ Upload Successful!')).toBe(true);
    expect(isSuccessText('Subtopic Delete Successful')).toBe(true);
    expect(isSuccessText('Subtopic Delete Unsuccessful')).toBe(false);
    expect(isSuccessText('Announcement creation Unsuccessful!')).toBe(false);
    expect(isSuccessText('All fields are required!')).toBe(false);
  });
});
