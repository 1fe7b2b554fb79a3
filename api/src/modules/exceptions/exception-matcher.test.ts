import { EMPTY_POLICY_EVENT } from 'shared-contracts';
import type { PolicyContext, PolicyEvent } from 'shared-contracts';
import { compileExceptions, exceptionApplies } from './exception-matcher';
import type { ExceptionScope } from './exception-matcher';

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-11-01T12:00:00.000Z');
const CONTRACTORS = 'b0000000-0000-4000-8000-000000000001';
const PARTNERS = 'b0000000-0000-4000-8000-000000000002';

const ctx: PolicyContext = {
  lists: new Map([
    [CONTRACTORS, { entityType: 'user', items: ['mulder'] }],
    [PARTNERS, { entityType: 'domain', items: ['partner.example'] }],
  ]),
  frameworkElements: new Map(),
  groupsOf: (username) => (username.toLowerCase() === 'scully' ? ['Engineering'] : []),
};

const EVENT: PolicyEvent = {
  ...EMPTY_POLICY_EVENT,
  username: 'Scully',
  destination: 'https://files.partner.example/upload',
  egressChannel: 'File upload',
  dataTypes: ['Source code'],
  totalHitCount: 3,
};

function exception(scope: Partial<ExceptionScope>): ExceptionScope {
  return {
    id: 'e1',
    username: null,
    userGroup: null,
    destination: null,
    listId: null,
    dataType: null,
    egressChannel: null,
    state: 'active',
    startsAt: new Date(NOW.getTime() - DAY),
    expiresAt: new Date(NOW.getTime() + 30 * DAY),
    ...scope,
  };
}

describe('exception matching (an exception scope against an event, at the current time)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  it.each<[string, Partial<ExceptionScope>, Partial<PolicyEvent>, boolean]>([
    ['the user, without case', { username: 'scully' }, {}, true],
    ['another user', { username: 'mulder' }, {}, false],
    ['a group of the user', { userGroup: 'engineering' }, {}, true],
    ['a group the user is not in', { userGroup: 'Sales' }, {}, false],
    ['the user or a group: the user suffices', { username: 'Scully', userGroup: 'Sales' }, {}, true],
    ['a domain covers its subdomains', { destination: 'partner.example' }, {}, true],
    ['another domain', { destination: 'example.org' }, {}, false],
    ['a list of destinations', { listId: PARTNERS }, {}, true],
    ['a list of users', { listId: CONTRACTORS }, { username: 'Mulder' }, true],
    ['a list of users without the user', { listId: CONTRACTORS }, {}, false],
    ['the data type, by name or id', { dataType: 'source-code' }, {}, true],
    ['a data type not found', { dataType: 'Credit card number' }, {}, false],
    ['the channel', { egressChannel: 'file upload' }, {}, true],
    ['every part must hold', { username: 'Scully', egressChannel: 'Email' }, {}, false],
    [
      'every part holds',
      { userGroup: 'Engineering', destination: 'partner.example', dataType: 'Source code' },
      {},
      true,
    ],
  ])('%s', (_name, scope, event, expected) => {
    const match = compileExceptions([exception(scope)], ctx);
    expect(match({ ...EVENT, ...event }, new Date())?.id).toBe(expected ? 'e1' : undefined);
  });

  it.each<[string, Partial<ExceptionScope>, number, boolean]>([
    ['active, now', {}, 0, true],
    ['active, one millisecond before it expires', {}, 30 * DAY - 1, true],
    ['active, at its expiry: it stops by itself', {}, 30 * DAY, false],
    ['active, long after', {}, 400 * DAY, false],
    ['before it starts', { startsAt: new Date(NOW.getTime() + DAY) }, 0, false],
    ['pending', { state: 'pending' }, 0, false],
    ['denied', { state: 'denied' }, 0, false],
    ['revoked', { state: 'revoked' }, 0, false],
  ])('%s', (_name, scope, advance, expected) => {
    const match = compileExceptions([exception({ username: 'Scully', ...scope })], ctx);
    jest.advanceTimersByTime(advance);
    const now = new Date();
    expect(exceptionApplies(exception(scope), now)).toBe(expected);
    expect(match(EVENT, now)?.id).toBe(expected ? 'e1' : undefined);
  });

  it('answers the first applying exception by id, skipping those that do not apply', () => {
    const match = compileExceptions(
      [
        exception({ id: 'e3', username: 'Scully' }),
        exception({ id: 'e1', username: 'Scully', state: 'revoked' }),
        exception({ id: 'e2', egressChannel: 'File upload' }),
      ],
      ctx,
    );
    expect(match(EVENT, new Date())?.id).toBe('e2');
  });
});
