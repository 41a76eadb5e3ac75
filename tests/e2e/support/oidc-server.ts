// A real OpenID Connect provider on localhost that plays Google in e2e tests.
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.argv[2] ?? 4311);
export const GOOGLE_TEST_USER = { sub: "google-uid-1234", email: "meera.google@example.com", name: "Meera Google" };

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, { ...GOOGLE_TEST_USER, email_verified: true, aud: "haat-e2e-client" });
});
server.service.on("beforeUserinfo", (userInfoResponse) => {
  userInfoResponse.body = { ...GOOGLE_TEST_USER, email_verified: true, picture: "" };
});
await server.start(port, "localhost");
console.log(`OIDC test provider on ${server.issuer.url}`);
const stop = () => server.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
