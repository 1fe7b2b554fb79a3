import { dataVolumeFact, factText, whereItWent } from './event-facts';

describe('event facts', () => {
  it('states where an event went: destination, its type, the channel and the web address', () => {
    expect(
      whereItWent({
        destination: 'notion.so',
        destinationType: 'Collaboration',
        egressChannel: 'Paste into web form',
        url: 'https://notion.so/',
      }),
    ).toBe('notion.so (Collaboration) via Paste into web form, https://notion.so/');
  });

  it('dashes an empty fact, and leaves the type out only when it is not known', () => {
    expect(whereItWent({ destination: '', destinationType: '', egressChannel: null, url: null })).toBe('— (—) via —');
    expect(whereItWent({ destination: 'chat.openai.com', egressChannel: 'File upload' })).toBe(
      'chat.openai.com via File upload',
    );
    expect(factText(undefined)).toBe('—');
  });

  it('states the volume and the hits', () => {
    expect(dataVolumeFact(2048, 1)).toBe('2.0 KB, 1 hit');
  });
});
