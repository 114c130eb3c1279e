import { e2eAccounts, expect, signInThroughForm, test } from "./fixtures";

test.describe("login with JavaScript", () => {
  test("an admin signs in, sees the back office and signs out", async ({ page }) => {
    await signInThroughForm(page, "admin");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle("Dashboard | Laga");
    await expect(page.getByRole("navigation", { name: "Navigasi utama" })).toBeVisible();
    await page.getByLabel("Menu profil").click();
    await expect(page.getByText(e2eAccounts.admin.email)).toBeVisible();
    await expect(page.getByText("Admin", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Keluar" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard$/);
  });

  test("a wrong password shows Login failed and keeps the e-mail", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(e2eAccounts.admin.email);
    await page.getByLabel("Kata sandi").fill("definitely-wrong");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toContainText("Email atau kata sandi salah.");
    await expect(page.getByLabel("Email")).toHaveValue(e2eAccounts.admin.email);
  });

  test("the browser checks the fields before sending", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Kata sandi").fill("x");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByText("Masukkan alamat email yang valid.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("after login the user returns to the page they asked for", async ({ page }) => {
    await page.goto("/list-team");
    await expect(page).toHaveURL(/redirectTo=%2Flist-team/);
    await page.getByLabel("Email").fill(e2eAccounts.manager.email);
    await page.getByLabel("Kata sandi").fill(e2eAccounts.manager.password);
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page).toHaveURL(/\/list-team$/);
  });
});

test.describe("login without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin signs in and out with plain forms", async ({ page }) => {
    await signInThroughForm(page, "admin");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByLabel("Menu profil").click();
    await page.getByRole("button", { name: "Keluar" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("a wrong password shows Login failed from the server", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(e2eAccounts.admin.email);
    await page.getByLabel("Kata sandi").fill("definitely-wrong");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(e2eAccounts.admin.email);
  });
});

test.describe("roles", () => {
  test("an event manager lands on match progress and is sent back there from /list-user", async ({ page }) => {
    await signInThroughForm(page, "manager");
    await expect(page).toHaveURL(/\/match-progress$/);
    await page.goto("/list-user");
    await expect(page).toHaveURL(/\/match-progress$/);
    await expect(page.getByRole("link", { name: "Manajemen Pengguna" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Progres Pertandingan" })).toBeVisible();
  });

  test("a client-side navigation of an event manager to an admin screen is redirected too", async ({ page }) => {
    await signInThroughForm(page, "manager");
    await expect(page).toHaveURL(/\/match-progress$/);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/list-event";
      link.textContent = "sneaky";
      document.querySelector("main")!.append(link);
    });
    await page.getByRole("link", { name: "Pemain" }).click();
    await expect(page).toHaveURL(/\/list-player$/);
    await page.goto("/list-event");
    await expect(page).toHaveURL(/\/match-progress$/);
  });
});
