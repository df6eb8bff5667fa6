import { describe, expect, it } from 'vitest';
import { formatDriveTime } from './drive-time.ts';

describe('formatDriveTime', () => {
  it('writes minutes as hours and minutes', () => {
    expect(formatDriveTime(25)).toBe('25 minutes');
    expect(formatDriveTime(1)).toBe('1 minute');
    expect(formatDriveTime(60)).toBe('1 hour');
    expect(formatDriveTime(61)).toBe('1 hour 1 minute');
    expect(formatDriveTime(85)).toBe('1 hour 25 minutes');
    expect(formatDriveTime(120)).toBe('2 hours');
  });
});
