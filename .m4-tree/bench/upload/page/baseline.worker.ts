import * as Comlink from 'comlink';
import SparkMD5 from 'spark-md5';

// Baselines in a worker of their own, reading the same 2 MB slices: spark-md5 the way its README and the
// common slice uploaders use it (read a slice, append, next), and a plain read of every slice (the I/O limit).
const api = {
  async spark(file: Blob, chunk: number): Promise<string> {
    const spark = new SparkMD5.ArrayBuffer();
    for (let at = 0; at < file.size; at += chunk) spark.append(await file.slice(at, at + chunk).arrayBuffer());
    return spark.end();
  },
  async read(file: Blob, chunk: number): Promise<number> {
    let bytes = 0;
    for (let at = 0; at < file.size; at += chunk) bytes += (await file.slice(at, at + chunk).arrayBuffer()).byteLength;
    return bytes;
  },
};
export type BaselineApi = typeof api;
Comlink.expose(api, self as unknown as Comlink.Endpoint);
