import { describe, expect, it } from "vitest";
import { SellerReturnSchema } from "./forms";

const RETURN_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("the exchange parcel", () => {
  it("follows a shipped order's courier and AWB rules", () => {
    const parse = (fields: Record<string, string>) =>
      SellerReturnSchema.safeParse({ intent: "return-exchange", returnId: RETURN_ID, ...fields });
    expect(parse({ courier: " Delhivery ", trackingNumber: "DL-1234" }).data).toMatchObject({
      courier: "Delhivery",
      trackingNumber: "DL-1234",
    });
    expect(parse({ courier: "", trackingNumber: "" }).data).toMatchObject({ courier: undefined, trackingNumber: undefined });
    expect(parse({ trackingNumber: "AWB 1" }).success).toBe(false);
    expect(parse({ trackingNumber: "1".repeat(41) }).success).toBe(false);
    expect(parse({ courier: "c".repeat(61) }).success).toBe(false);
  });
});
