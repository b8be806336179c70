import { describe, expect, it } from 'vitest';
import { toggleSubscription } from './subscriptions';

describe('toggleSubscription (spec section 4)', () => {
  const start = { SUBSCRIPTION1: true, SUBSCRIPTION2: false, SUBSCRIPTION7: true, OPTOUT: false, firstName: 'Ann' };

  it('opting out clears every subscription and nothing else', () => {
    expect(toggleSubscription(start, 'OPTOUT', true)).toEqual({ SUBSCRIPTION1: false, SUBSCRIPTION2: false, SUBSCRIPTION7: false, OPTOUT: true, firstName: 'Ann' });
  });

  it('turning a subscription on clears the opt-out; turning one off leaves it', () => {
    const out = { ...start, SUBSCRIPTION1: false, SUBSCRIPTION7: false, OPTOUT: true };
    expect(toggleSubscription(out, 'SUBSCRIPTION2', true)).toMatchObject({ SUBSCRIPTION2: true, OPTOUT: false });
    expect(toggleSubscription(out, 'SUBSCRIPTION2', false)).toMatchObject({ SUBSCRIPTION2: false, OPTOUT: true });
  });

  it('unticking the opt-out changes no subscription', () => {
    const out = { ...start, SUBSCRIPTION1: false, SUBSCRIPTION7: false, OPTOUT: true };
    expect(toggleSubscription(out, 'OPTOUT', false)).toEqual({ ...out, OPTOUT: false });
  });
});
