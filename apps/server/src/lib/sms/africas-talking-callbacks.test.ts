import { describe, expect, it } from 'vitest';
import { readDeliveryReport, readOptOut } from './africas-talking-callbacks';

const report = { id: 'ATXid_5f2c', status: 'Failed', phoneNumber: '+254712345678', networkCode: '63902', failureReason: 'UserInBlacklist', retryCount: '0' };

describe('readDeliveryReport', () => {
  it('reads a report as Africa’s Talking posts it', () => {
    expect(readDeliveryReport(report)).toEqual({ messageId: 'ATXid_5f2c', status: 'Failed', phoneNumber: '+254712345678', failureReason: 'UserInBlacklist' });
  });

  it('reads a success, which carries no failure reason', () => {
    const { failureReason: _, ...success } = report;
    expect(readDeliveryReport({ ...success, status: 'Success' })).toMatchObject({ status: 'Success', failureReason: null });
    expect(readDeliveryReport({ ...success, status: 'Success', failureReason: '' })).toMatchObject({ failureReason: null });
  });

  it('writes a number sent without its + the way every other number is written', () => {
    expect(readDeliveryReport({ ...report, phoneNumber: '254712345678' })?.phoneNumber).toBe('+254712345678');
  });

  it.each([
    ['no body', undefined],
    ['a body that is not a form', 'id=1&status=Success'],
    ['no id', { ...report, id: undefined }],
    ['an empty id', { ...report, id: '' }],
    ['an id too long to be one', { ...report, id: 'x'.repeat(101) }],
    ['a repeated field', { ...report, id: ['ATXid_1', 'ATXid_2'] }],
    ['a status it never sends', { ...report, status: 'Delivered' }],
    ['a number that is not one', { ...report, phoneNumber: '+2547<script>' }],
    ['a failure reason that is not a name', { ...report, failureReason: 'Call me on 0712345678' }],
  ])('refuses %s', (_, body) => {
    expect(readDeliveryReport(body)).toBeUndefined();
  });
});

describe('readOptOut', () => {
  it('reads the number that replied STOP', () => {
    expect(readOptOut({ senderId: 'FUNDI', phoneNumber: '+254712345678' })).toEqual({ phoneNumber: '+254712345678' });
  });

  it.each([
    ['no number', { senderId: 'FUNDI' }],
    ['a number that is not one', { senderId: 'FUNDI', phoneNumber: 'everyone' }],
    ['a number as a list', { phoneNumber: ['+254712345678'] }],
    ['a sender id too long to be one', { senderId: 'F'.repeat(21), phoneNumber: '+254712345678' }],
  ])('refuses %s', (_, body) => {
    expect(readOptOut(body)).toBeUndefined();
  });
});
