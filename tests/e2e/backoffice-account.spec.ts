import { expect, openPage, signIn, test } from "./fixtures";
import { createTestUser, newestMailTo, userIdOf } from "./backoffice-support";

// Password checks are bcrypt work on a server two workers share.
test.describe.configure({ timeout: 60_000 });

test.describe("own account", () => {
  test("changes the name, then the e-mail only with the current password, keeping what was typed", async ({ page }) => {
    const account = createTestUser("akun");
    await signIn(page, account);
    await page.goto("/account");
    await expect(page).toHaveTitle("Akun Saya | Laga");

    await page.getByLabel("Nama", { exact: true }).fill("Rina Wijaya");
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(page.getByRole("status")).toContainText("Profil Anda berhasil disimpan.");
    await page.getByLabel("Menu profil").click();
    await expect(page.getByRole("banner").getByText("Rina Wijaya")).toBeVisible();
    await page.keyboard.press("Escape");

    const newEmail = `Baru-${account.email}`;
    const profile = page.locator("form#account-profile");
    await profile.getByLabel("Email").fill(newEmail);
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(profile.getByText("Masukkan kata sandi Anda saat ini untuk mengonfirmasi perubahan.")).toBeVisible();
    await expect(profile.getByLabel("Email")).toHaveValue(newEmail);

    await profile.getByLabel("Kata sandi saat ini").fill("bukan-sandi-saya");
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(profile.getByText("Kata sandi saat ini tidak cocok.")).toBeVisible();
    await expect(profile.getByLabel("Email")).toHaveValue(newEmail);
    await expect(profile.getByLabel("Kata sandi saat ini")).toHaveValue("");

    await profile.getByLabel("Kata sandi saat ini").fill(account.password);
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(page.getByRole("status")).toContainText("Profil Anda berhasil disimpan.");
    await expect(profile.getByLabel("Email")).toHaveValue(newEmail.toLowerCase());
  });

  test("refuses an e-mail another account uses", async ({ page }) => {
    const account = createTestUser("duplikat");
    await signIn(page, account);
    await page.goto("/account");
    const profile = page.locator("form#account-profile");
    await profile.getByLabel("Email").fill("ADMIN@laga.local");
    await profile.getByLabel("Kata sandi saat ini").fill(account.password);
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(profile.getByText("Email ini sudah dipakai akun lain.")).toBeVisible();
  });

  test("a new password is checked in the browser, ends the other sessions and keeps this one", async ({ page, browser }) => {
    const account = createTestUser("sandi");
    const elsewhere = await openPage(browser);
    await signIn(elsewhere, account);
    await signIn(page, account);
    await page.goto("/account");
    const form = page.locator("form#account-password");

    await form.getByLabel("Kata sandi saat ini").fill(account.password);
    await form.getByLabel("Kata sandi baru", { exact: true }).fill("password123");
    await form.getByLabel("Ulangi kata sandi baru").fill("password124");
    await page.getByRole("button", { name: "Ganti kata sandi" }).click();
    await expect(form.getByText("Kata sandi ini terlalu umum dan mudah ditebak. Pilih yang lain.")).toBeVisible();
    await expect(form.getByText("Kedua kata sandi tidak sama.")).toBeVisible();

    const next = `${account.password}-baru`;
    await form.getByLabel("Kata sandi baru", { exact: true }).fill(next);
    await form.getByLabel("Ulangi kata sandi baru").fill(next);
    await page.getByRole("button", { name: "Ganti kata sandi" }).click();
    await expect(page.getByRole("status")).toContainText("Kata sandi diganti.");
    await page.goto("/list-team");
    await expect(page).toHaveURL(/\/list-team$/);

    await elsewhere.goto("/list-team");
    await expect(elsewhere).toHaveURL(/\/auth\/login/);
    await signIn(elsewhere, { email: account.email, password: next });
    await elsewhere.close();
  });
});

test.describe("password reset", () => {
  test("from the e-mail to a new password, once", async ({ page }) => {
    const account = createTestUser("lupa");
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Lupa kata sandi?" }).click();
    await expect(page).toHaveURL(/\/auth\/boxed-password-reset$/);
    await page.getByLabel("Email").fill(account.email.toUpperCase());
    await page.getByRole("button", { name: "Kirim tautan" }).click();
    await expect(page.getByRole("heading", { name: "Periksa email Anda" })).toBeVisible();

    const mail = await newestMailTo(account.email);
    expect(mail.subject).toBe("Atur ulang kata sandi Laga Anda");
    const link = /http:\/\/localhost:\d+(\/auth\/reset-password\?token=[\w-]+)/.exec(mail.text)![1]!;
    expect(mail.html).toContain(link);

    await page.goto(link);
    await page.getByLabel("Kata sandi baru", { exact: true }).fill("pendek");
    await page.getByLabel("Ulangi kata sandi baru").fill("pendek");
    await page.getByRole("button", { name: "Simpan kata sandi" }).click();
    await expect(page.getByText("Minimal 8 karakter.")).toBeVisible();

    const next = "Lapangan-GBK-malam-2025";
    await page.getByLabel("Kata sandi baru", { exact: true }).fill(next);
    await page.getByLabel("Ulangi kata sandi baru").fill(next);
    await page.getByRole("button", { name: "Simpan kata sandi" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("status")).toContainText("Kata sandi diperbarui.");

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Tautan tidak berlaku" })).toBeVisible();
    await signIn(page, { email: account.email, password: next });
    await expect(page).toHaveURL(/\/match-progress$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("asking for a link works with a plain form, and an unknown e-mail gets the same answer", async ({ page }) => {
      await page.goto("/auth/cover-password-reset");
      await page.getByLabel("Email").fill("tidak-terdaftar@laga.test");
      await page.getByRole("button", { name: "Kirim tautan" }).click();
      await expect(page).toHaveURL(/\/auth\/cover-password-reset\?sent=1$/);
      await expect(page.getByRole("heading", { name: "Periksa email Anda" })).toBeVisible();
      await expect(page.getByRole("status")).toContainText("Permintaan diterima.");
    });
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a reset link made by an administrator (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("an admin makes a user's reset link on their page, and the user sets a new password with it, once", async ({ page, browser }) => {
      const account = createTestUser(javaScriptEnabled ? "tautan-js" : "tautan");
      const id = userIdOf(account.email);
      await signIn(page, "admin", `/edit-user/${id}`);
      const panel = page.getByRole("region", { name: "Tautan atur ulang kata sandi" });
      await expect(panel).toContainText("Berikan sendiri kepadanya; situs ini tidak mengirimkannya.");
      await panel.getByRole("button", { name: "Buat tautan atur ulang" }).click();
      const field = panel.getByLabel("Tautan atur ulang, berlaku satu jam, sekali pakai:");
      await expect(field).toHaveValue(/^http:\/\/localhost:\d+\/auth\/reset-password\?token=[\w-]+$/);
      const link = new URL(await field.inputValue());
      // The form above is untouched: the user's own fields are still there to edit.
      await expect(page.getByLabel("Nama", { exact: true })).toHaveValue(account.name);

      const user = await openPage(browser, { javaScriptEnabled });
      await user.goto(link.pathname + link.search);
      const next = `Lapangan-Senayan-${javaScriptEnabled ? "js" : "html"}-2026`;
      await user.getByLabel("Kata sandi baru", { exact: true }).fill(next);
      await user.getByLabel("Ulangi kata sandi baru").fill(next);
      await user.getByRole("button", { name: "Simpan kata sandi" }).click();
      await expect(user).toHaveURL(/\/auth\/login$/);
      await user.goto(link.pathname + link.search);
      await expect(user.getByRole("heading", { name: "Tautan tidak berlaku" })).toBeVisible();
      await user.goto("/auth/login");
      await user.getByLabel("Email").fill(account.email);
      await user.getByLabel("Kata sandi", { exact: true }).fill(next);
      await user.getByRole("button", { name: "Masuk" }).click();
      await expect(user).toHaveURL(/\/match-progress$/);
      await user.close();
    });
  });
}
