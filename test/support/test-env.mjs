/**
 * The environment every unit and integration test runs in: fixed secrets, the sandbox on, logs as
 * JSON lines (tests parse them, shared/logger.ts logFormatFor) at error level, and EMF metrics off
 * (the tests that read them turn them on). The gateway and the provider point at a closed port; a
 * test that calls them starts its own simulator. Their timeouts are the production ones: a shorter
 * suite-wide one (1.5 s) timed out calls the loaded CI machine answered late (a QR create in the
 * metrics test at 2.5 s); a test that wants a timeout asks for it (test/support/gateway.ts,
 * withGatewayTimeout).
 */
export const TEST_ENVIRONMENT = {
  SANDBOX: '1',
  LOCAL_SECRET_KEY: 'test-local-secret-key-0123456789',
  PIN_PEPPER: 'test-pin-pepper-0123456789',
  // Cheap scrypt for the PINs every test sets; the tests about the PIN itself use the production
  // cost (shared/pin-hash.ts, PIN_SCRYPT_LOG2N).
  PIN_SCRYPT_LOG2N: '10',
  ADMIN_TOKEN: 'test-admin-token',
  GATEWAY_API_KEY: 'test-gateway-key',
  GATEWAY_CALLBACK_SECRET: 'test-gateway-callback-secret',
  GATEWAY_BASE_URL: 'http://127.0.0.1:9',
  PROVIDER_API_KEY: 'test-gateway-key',
  PROVIDER_BASE_URL: 'http://127.0.0.1:9',
  LOG_LEVEL: 'error',
  LOG_FORMAT: 'json',
  POWERTOOLS_METRICS_DISABLED: 'true',
};
