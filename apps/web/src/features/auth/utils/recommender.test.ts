import { describe, expect, it } from 'vitest';
import { recommenderFromSearch } from './register-method';

describe('invite links (issue 21)', () => {
  it('fill recommenderId from the link, and only with a sane code', () => {
    expect(recommenderFromSearch('?recommenderId=LTD9A9EW')).toBe('LTD9A9EW');
    expect(recommenderFromSearch('?recommenderId=%20AB-12%20')).toBe('AB-12');
    expect(recommenderFromSearch('?recommenderId=<script>')).toBeNull();
    expect(recommenderFromSearch('?code=X')).toBeNull();
  });
});
