// supabase-js's data and file calls against a running Vitrina, with the service key: insert, select
// with filters, order, count, range, an embed with a filter and an order on it, JSON paths, contains,
// match, textSearch, csv, update, upsert, delete, rpc; storage buckets, upload, download, list, move,
// copy, signed URLs (download and upload), image transformations (download and signed URL), remove.
// Run by TestSupabaseJSData (internal/server) with NODE_PATH at a node_modules holding
// @supabase/supabase-js and ws. Prints "ok" or exits non-zero with the step.
const { createClient } = require("@supabase/supabase-js");

function check(step, cond, detail) {
  if (!cond) {
    console.error("FAIL " + step + ": " + JSON.stringify(detail));
    process.exit(1);
  }
}

(async () => {
  const sb = createClient(process.env.VITRINA_URL, process.env.VITRINA_SERVICE_KEY, {
    realtime: { transport: require("ws") },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  let r = await sb.from("categoria-servicios").insert({ name: "JS", slug: "js" }).select("id").single();
  check("insert single", !r.error && r.data.id > 0, r);
  const cat = r.data.id;
  r = await sb.from("contenido").insert([
    { titulo: "Alfa", categoria: cat, descripcion: { body: "uno", layout: 1 } },
    { titulo: "Beta", categoria: cat, descripcion: { body: "dos", layout: 2 } },
  ]).select("id");
  check("insert many", !r.error && r.data.length === 2, r);

  r = await sb.from("contenido").select("titulo", { count: "exact" }).eq("categoria", cat).order("titulo", { ascending: false }).range(0, 0);
  check("select eq order range count", !r.error && r.count === 2 && r.data.length === 1 && r.data[0].titulo === "Beta", r);
  r = await sb.from("categoria-servicios").select("name, contenido!inner(titulo)").eq("id", cat).eq("contenido.titulo", "Alfa")
    .order("titulo", { referencedTable: "contenido" });
  check("embed with a filter", !r.error && r.data[0].contenido.length === 1 && r.data[0].contenido[0].titulo === "Alfa", r);
  r = await sb.from("contenido").select("layout:descripcion->layout, body:descripcion->>body").eq("descripcion->>layout", "2");
  check("json paths", !r.error && r.data.length === 1 && r.data[0].layout === 2 && r.data[0].body === "dos", r);
  r = await sb.from("contenido").select("titulo").contains("descripcion", { layout: 1 }).eq("categoria", cat);
  check("contains", !r.error && r.data.length === 1 && r.data[0].titulo === "Alfa", r);
  r = await sb.from("contenido").select("titulo").match({ categoria: cat }).filter("titulo", "imatch", "^b");
  check("imatch", !r.error && r.data.length === 1 && r.data[0].titulo === "Beta", r);
  r = await sb.from("contenido").select("titulo").eq("categoria", cat).textSearch("titulo", "'alfa' | gamma:*", { config: "spanish" });
  check("textSearch", !r.error && r.data.length === 1 && r.data[0].titulo === "Alfa", r);
  r = await sb.from("contenido").select("titulo").eq("categoria", cat).textSearch("titulo", "beta -alfa", { type: "websearch" });
  check("textSearch websearch", !r.error && r.data.length === 1 && r.data[0].titulo === "Beta", r);
  r = await sb.from("contenido").select("titulo").eq("categoria", cat).order("titulo").csv();
  check("csv", !r.error && r.data === "titulo\nAlfa\nBeta", r);
  r = await sb.from("contenido").update({ titulo: "Alfa 2" }).eq("titulo", "Alfa").eq("categoria", cat).select("titulo");
  check("update", !r.error && r.data[0].titulo === "Alfa 2", r);
  r = await sb.from("categorias").upsert({ id: 900, nombre: "Upsert" }).select();
  check("upsert", !r.error && r.data[0].nombre === "Upsert", r);
  r = await sb.rpc("next_publication_change");
  check("rpc", !r.error, r);
  r = await sb.from("contenido").delete().eq("categoria", cat).select("id");
  check("delete", !r.error && r.data.length === 2, r);
  r = await sb.from("contenido").select("nope");
  check("an unknown column", r.error && r.error.code === "42703", r);

  const bucket = "js-archivos";
  r = await sb.storage.createBucket(bucket, { public: false });
  check("create bucket", !r.error, r);
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  r = await sb.storage.from(bucket).upload("docs/a.pdf", pdf, { contentType: "application/pdf" });
  check("upload", !r.error, r);
  r = await sb.storage.from(bucket).download("docs/a.pdf");
  check("download", !r.error && Buffer.from(await r.data.arrayBuffer()).equals(pdf), r.error);
  r = await sb.storage.from(bucket).copy("docs/a.pdf", "docs/b.pdf");
  check("copy", !r.error, r);
  r = await sb.storage.from(bucket).move("docs/b.pdf", "docs/c.pdf");
  check("move", !r.error, r);
  r = await sb.storage.from(bucket).list("docs");
  check("list", !r.error && r.data.map((f) => f.name).join(",") === "a.pdf,c.pdf", r);
  r = await sb.storage.from(bucket).createSignedUrl("docs/a.pdf", 60);
  check("signed URL", !r.error && r.data.signedUrl.includes("token="), r);
  const res = await fetch(r.data.signedUrl);
  check("follow the signed URL", res.status === 200, res.status);
  r = await sb.storage.from(bucket).createSignedUploadUrl("docs/d.pdf");
  check("signed upload URL", !r.error && r.data.token, r);
  r = await sb.storage.from(bucket).uploadToSignedUrl("docs/d.pdf", r.data.token, pdf, { contentType: "application/pdf" });
  check("upload to the signed URL", !r.error, r);
  // Image transformations: a download with a transform and a signed URL with one.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGOQi98PRwzEcQD3sxPBNSmmmwAAAABJRU5ErkJggg==", "base64");
  r = await sb.storage.from(bucket).upload("fotos/p.png", png, { contentType: "image/png" });
  check("upload an image", !r.error, r);
  r = await sb.storage.from(bucket).download("fotos/p.png", { transform: { width: 2, height: 2, resize: "cover" } });
  check("download transformed", !r.error && r.data.size > 0 && /^image\//.test(r.data.type), r.error || r.data.type);
  r = await sb.storage.from(bucket).createSignedUrl("fotos/p.png", 60, { transform: { width: 2, quality: 60 } });
  check("signed URL with a transform", !r.error && r.data.signedUrl.includes("/render/image/sign/"), r);
  const img = await fetch(r.data.signedUrl, { headers: { Accept: "image/webp,*/*" } });
  check("follow the transformed signed URL", img.status === 200 && img.headers.get("content-type") === "image/webp", [img.status, img.headers.get("content-type")]);
  r = await sb.storage.from(bucket).remove(["docs/a.pdf", "docs/c.pdf", "docs/d.pdf", "fotos/p.png"]);
  check("remove", !r.error && r.data.length === 4, r);
  r = await sb.storage.deleteBucket(bucket);
  check("delete bucket", !r.error, r);
  console.log("ok");
})().catch((e) => {
  console.error("FAIL " + (e && e.stack ? e.stack : e));
  process.exit(1);
});
