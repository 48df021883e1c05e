import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./test/accounts";
import { TestClient } from "./test/http-client";
import { testDialects } from "./test/test-database";
import { startTestServer, type TestServer } from "./test/test-server";

const notHttps = [
  "javascript:alert(document.cookie)",
  "JavaScript:alert(1)",
  "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
  "http://images.example/me.png",
  "//images.example/me.png",
  "/me.png",
  "not a url",
  "",
];

describe.each(testDialects)("profile images on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("keeps an https image and clears it with null, and refuses any other URL with a 400", async () => {
    const user = await signUpUser(server);
    const imageOf = async () => (await user.client.get("/api/auth/get-session")).json.user.image;
    const https = "https://images.example/me.png";
    expect((await user.client.post("/api/auth/update-user", { image: https })).status).toBe(200);
    expect(await imageOf()).toBe(https);
    for (const image of notHttps) {
      const response = await user.client.post("/api/auth/update-user", { image });
      expect(response.status, image).toBe(400);
      expect(response.json).toEqual({ code: "INVALID_REQUEST", message: "image: must be an https:// URL" });
    }
    expect(await imageOf()).toBe(https);
    expect((await user.client.post("/api/auth/update-user", { image: null })).status).toBe(200);
    expect(await imageOf()).toBeNull();
  });

  it("refuses a sign-up whose image is not https, and creates no account", async () => {
    const email = `image-${kind}@example.com`;
    const response = await new TestClient(server.url).post("/api/auth/sign-up/email", {
      email,
      password: "correct-horse-battery",
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      school: "HEC Paris",
      image: "javascript:alert(1)",
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("image: must be an https:// URL");
    const stored = await server.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});
