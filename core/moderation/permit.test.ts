import { describe, expect, it } from 'vitest';
import { permitLimits, readPermit } from './permit';

describe('!permit', () => {
  it('names the viewer, with or without @, for 60 seconds by default', () => {
    expect(readPermit('@Viewer')).toEqual({ login: 'viewer', seconds: 60 });
    expect(readPermit('viewer 300')).toEqual({ login: 'viewer', seconds: 300 });
  });

  it('caps the time at an hour and ignores a time that is not a number', () => {
    expect(readPermit('viewer 99999')?.seconds).toBe(permitLimits.maxSeconds);
    expect(readPermit('viewer soon')?.seconds).toBe(60);
  });

  it('needs a viewer', () => {
    expect(readPermit('')).toBeNull();
    expect(readPermit('   ')).toBeNull();
    expect(readPermit('not/a/login')).toBeNull();
  });
});
