import { describe, expect, it } from 'vitest';
import { b2cRequest, readResultCallback, readStkCallback, tokenResponse } from './daraja-schemas';

// Callback bodies in the shapes Safaricom's Daraja documentation gives (identifiers changed).

const stkSuccess = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1500.0 },
          { Name: 'MpesaReceiptNumber', Value: 'SJK3H4ABCD' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20261126143015 },
          { Name: 'PhoneNumber', Value: 254712345678 },
        ],
      },
    },
  },
};

const stkCancelled = {
  Body: {
    stkCallback: {
      MerchantRequestID: 'f1e2-4b95-a71d-b30d3cdbb7a7942864',
      CheckoutRequestID: 'ws_CO_21072024125243250722943992',
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
};

const queueTimeoutItem = { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit' };

const b2cSuccess = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: 'fundi-payout-7',
    ConversationID: 'AG_20261126_2010364430d9bbdaf872',
    TransactionID: 'SKQ632NMUA',
    ResultParameters: {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: 1350 },
        { Key: 'TransactionReceipt', Value: 'SKQ632NMUA' },
        { Key: 'ReceiverPartyPublicName', Value: '254712345678 - JANE WANJIKU' },
        { Key: 'TransactionCompletedDateTime', Value: '26.11.2026 14:48:52' },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: 8959269.6 },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
      ],
    },
    ReferenceData: { ReferenceItem: queueTimeoutItem },
  },
};

const reversalSuccess = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: 'dad6-4c34-8787-c8cb963a496d1268232',
    ConversationID: 'AG_20261126_201018edbbf9f1582eaa',
    TransactionID: 'SKE52PAWR9',
    ResultParameters: {
      ResultParameter: [
        { Key: 'DebitAccountBalance', Value: 'Utility Account|KES|7722179.62|7722179.62|0.00|0.00' },
        { Key: 'Amount', Value: 1500.0 },
        { Key: 'TransCompletedTime', Value: 20261126132711 },
        { Key: 'OriginalTransactionID', Value: 'SJK3H4ABCD' },
        { Key: 'Charge', Value: 0.0 },
      ],
    },
    ReferenceData: { ReferenceItem: queueTimeoutItem },
  },
};

describe('readStkCallback', () => {
  it('reads a success with its amount, receipt and phone', () => {
    expect(readStkCallback(stkSuccess)).toEqual({
      merchantRequestId: '29115-34620561-1',
      checkoutRequestId: 'ws_CO_191220191020363925',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 1500,
      receipt: 'SJK3H4ABCD',
      phone: '254712345678',
    });
  });

  it('reads a cancelled push, which has no metadata', () => {
    const callback = readStkCallback(stkCancelled);
    expect(callback).toMatchObject({ checkoutRequestId: 'ws_CO_21072024125243250722943992', resultCode: 1032 });
    expect(callback?.amount).toBeUndefined();
    expect(callback?.receipt).toBeUndefined();
  });

  it('reads a ResultCode written as a string', () => {
    const body = { Body: { stkCallback: { ...stkCancelled.Body.stkCallback, ResultCode: '1037' } } };
    expect(readStkCallback(body)?.resultCode).toBe(1037);
  });

  it.each([
    ['a Result', b2cSuccess],
    ['an empty object', {}],
    ['no CheckoutRequestID', { Body: { stkCallback: { MerchantRequestID: 'm', ResultCode: 0, ResultDesc: 'x' } } }],
    ['null', null],
    ['text', 'Body'],
  ])('is undefined for %s', (_label, body) => {
    expect(readStkCallback(body)).toBeUndefined();
  });
});

describe('readResultCallback', () => {
  it('reads a paid B2C with its amount and transaction', () => {
    expect(readResultCallback(b2cSuccess)).toEqual({
      resultCode: 0,
      resultCodeText: '0',
      resultDesc: 'The service request is processed successfully.',
      originatorConversationId: 'fundi-payout-7',
      conversationId: 'AG_20261126_2010364430d9bbdaf872',
      transactionId: 'SKQ632NMUA',
      amount: 1350,
    });
  });

  it('reads a failed B2C, which has no parameters', () => {
    const failed = {
      Result: {
        ResultType: 0,
        ResultCode: 2001,
        ResultDesc: 'The initiator information is invalid.',
        OriginatorConversationID: 'fundi-payout-8',
        ConversationID: 'AG_20261126_201062f6f6f5804f7a33',
        TransactionID: 'SKR722NMVX',
        ReferenceData: { ReferenceItem: queueTimeoutItem },
      },
    };
    expect(readResultCallback(failed)).toMatchObject({ resultCode: 2001, originatorConversationId: 'fundi-payout-8', amount: undefined });
  });

  it('reads a reversal with its Amount', () => {
    expect(readResultCallback(reversalSuccess)).toMatchObject({ resultCode: 0, transactionId: 'SKE52PAWR9', amount: 1500 });
  });

  it('reads a lettered reversal code as -1, keeping the code itself', () => {
    const refused = {
      Result: { ...reversalSuccess.Result, ResultCode: 'R000001', ResultDesc: 'The transaction has already been reversed.' },
    };
    delete (refused.Result as Partial<typeof refused.Result>).ResultParameters;
    expect(readResultCallback(refused)).toMatchObject({ resultCode: -1, resultCodeText: 'R000001' });
  });

  it('reads a queue timeout, which has no TransactionID', () => {
    const timeout = {
      Result: {
        ResultType: 1,
        ResultCode: 1,
        ResultDesc: 'The service request has timed out.',
        OriginatorConversationID: 'fundi-payout-9',
        ConversationID: 'AG_20261126_20106e9209f64bebd05b',
      },
    };
    expect(readResultCallback(timeout)).toEqual({
      resultCode: 1,
      resultCodeText: '1',
      resultDesc: 'The service request has timed out.',
      originatorConversationId: 'fundi-payout-9',
      conversationId: 'AG_20261126_20106e9209f64bebd05b',
      transactionId: undefined,
      amount: undefined,
    });
  });

  it('reads a lone ResultParameter that is not in a list', () => {
    const single = { Result: { ...b2cSuccess.Result, ResultParameters: { ResultParameter: { Key: 'TransactionAmount', Value: '1350' } } } };
    expect(readResultCallback(single)?.amount).toBe(1350);
  });

  it.each([
    ['an STK callback', stkSuccess],
    ['a Result without ConversationID', { Result: { ResultCode: 0, ResultDesc: 'x', OriginatorConversationID: 'o' } }],
    ['undefined', undefined],
  ])('is undefined for %s', (_label, body) => {
    expect(readResultCallback(body)).toBeUndefined();
  });
});

describe('request and answer schemas', () => {
  it('refuse a misspelt field in what we send (Daraja spells it Occassion)', () => {
    const payout = {
      OriginatorConversationID: 'fundi-payout-1',
      InitiatorName: 'testapi',
      SecurityCredential: 'credential',
      CommandID: 'BusinessPayment',
      Amount: 10,
      PartyA: '600000',
      PartyB: '254712345678',
      Remarks: 'Payout',
      QueueTimeOutURL: 'https://fundi.example/t',
      ResultURL: 'https://fundi.example/r',
    };
    expect(b2cRequest.safeParse({ ...payout, Occassion: 'Order 1' }).success).toBe(true);
    expect(b2cRequest.safeParse({ ...payout, Occasion: 'Order 1' }).success).toBe(false);
  });

  it('read expires_in as Daraja sends it, a string', () => {
    expect(tokenResponse.parse({ access_token: 'token', expires_in: '3599' }).expires_in).toBe(3599);
    expect(tokenResponse.safeParse({ access_token: 'token', expires_in: 'soon' }).success).toBe(false);
  });
});
