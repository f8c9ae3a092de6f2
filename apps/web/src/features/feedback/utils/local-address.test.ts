import { describe, expect, it } from 'vitest';
import { isLocalAddress } from './local-address.ts';

describe('isLocalAddress', () => {
  it('calls addresses only this computer or its network can open local', () => {
    for (const url of [
      'http://127.0.0.1:3000',
      'http://localhost:5173/x',
      'http://[::1]:3000',
      'http://10.0.0.5',
      'http://192.168.1.20:3000',
      'http://172.20.0.3',
      'http://menudex.local',
      'http://0.0.0.0:3000',
    ]) {
      expect(isLocalAddress(url), url).toBe(true);
    }
  });

  it('calls public addresses and names public, and a broken address not local', () => {
    for (const url of [
      'https://menudex.example',
      'http://8.8.8.8',
      'http://172.32.0.1',
      'https://localhost.example.com',
      'not a url',
    ]) {
      expect(isLocalAddress(url), url).toBe(false);
    }
  });
});
