// The signatures the PHP client mnastalski/przelewy24-php publishes in its
// tests: what both the site's signing and the double's are checked against.

/** tests/TransactionStatusNotificationTest.php: a transaction's notification, signed with the CRC key "bar". */
export const NOTIFICATION_VECTOR = {
  crc: "bar",
  fields: {
    merchantId: 12345,
    posId: 123,
    sessionId: "0beec7",
    amount: 1500,
    originAmount: 1500,
    currency: "PLN",
    orderId: 123456789,
    methodId: 32,
    statement: "p24-XXX-YYY-ZZZ",
  },
  sign: "703e946290d92230297c35d3bc8f554d4a458a4c97c9917665929c5ef5e682f7a868ac36e5dff20184c6a5302ef66c77",
};

/** tests/RefundNotificationTest.php: a refund's notification, signed with the CRC key "c4816521bf32ed54". */
export const REFUND_VECTOR = {
  crc: "c4816521bf32ed54",
  fields: {
    orderId: 4295430336,
    sessionId: "1e715675-a42b-4d0b-81bb-f7288915be76",
    merchantId: 235316,
    requestId: "dae85bdc-1b8e-45bc-99be-43c6868dcc29",
    refundsUuid: "97920952-1d9b-4c90-9238-2b74ae0f48bb",
    amount: 500,
    currency: "PLN",
    timestamp: 1697544677,
    status: 0,
  },
  sign: "dad28db2e0336e595bc313e3c7282ab2ba2f265021f45b85271232901fefd4bc1329fd47aa4eb735ac818e2b82c4dc24",
};
