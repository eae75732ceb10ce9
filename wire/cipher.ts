// crypto-js on the wire, reached as "#wire/cipher" (package.json "imports"), outside the "#wire"
// barrel so the client's start chunk carries none of it: the payload cipher (the sim's encrypt,
// the tests' decrypt) and the synchronous socket signer (the sim's verifier, the tests). The
// client loads either module itself only where WebCrypto is missing.
export { decryptPayload, encryptPayload, PayloadDecryptError, type PayloadDecryptFailure } from "./payload-cipher";
export { buildSignedSocketUrl, socketSignature } from "./socket-sign-cipher";
