import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../env';
import type { MediaStore } from './media-store';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

// D33 with S3_ENDPOINT and S3_BUCKET set: media in any S3-compatible bucket (AWS, MinIO, R2,
// Ceph...), through the official SDK. Path-style addresses (`endpoint/bucket/name`), which every
// such service takes; checksums only where S3 requires them, which every such service accepts.
export function createS3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',

    async save(files) {
      await Promise.all(
        files.map((file) =>
          client.send(new PutObjectCommand({ Bucket, Key: file.name, Body: file.body, ContentType: file.contentType })),
        ),
      );
    },

    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return undefined;
        return {
          contentType: object.ContentType ?? 'application/octet-stream',
          byteSize: object.ContentLength ?? 0,
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async removeContent(contentKey) {
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${contentKey}-`, ContinuationToken }),
        );
        const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        }
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
