import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Console-Demo-1');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('Console-Demo-1');
    await expect(verifyPassword('Console-Demo-1', hash)).resolves.toBe(true);
    await expect(verifyPassword('console-demo-1', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    await expect(verifyPassword('same', second)).resolves.toBe(true);
  });

  it('answers false, never throws, for malformed or hostile hashes', async () => {
    for (const hash of [
      '',
      'plain',
      'scrypt$1$2$3',
      'bcrypt$32768$8$1$AA$AA',
      'scrypt$99999999$8$1$AA$AA',
      'scrypt$x$8$1$AA$AA',
    ]) {
      await expect(verifyPassword('anything', hash)).resolves.toBe(false);
    }
  });
});
