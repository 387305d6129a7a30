import { describe, expect, it } from 'vitest';
import { emptyPayloadHash, signV4 } from './sigv4';

// AWS's published example for Signature Version 4 in S3 ("Example: GET Object", Authenticating
// Requests: Using the Authorization Header).
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};

describe('given the AWS Signature Version 4 signer', () => {
  it('should reproduce the signature of AWS’s GET Object example', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: emptyPayloadHash,
        date: new Date('2013-05-24T00:00:00Z'),
      },
      credentials,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('should sign query parameters independently of their order', () => {
    const sign = (url: string) =>
      signV4(
        {
          method: 'GET',
          url: new URL(url),
          headers: {},
          payloadHash: emptyPayloadHash,
          date: new Date('2013-05-24T00:00:00Z'),
        },
        credentials,
      ).authorization;
    expect(sign('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J')).toBe(
      sign('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
    );
    expect(sign('https://examplebucket.s3.amazonaws.com/?prefix=J')).not.toBe(
      sign('https://examplebucket.s3.amazonaws.com/?prefix=K'),
    );
  });
});
