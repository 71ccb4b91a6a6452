package records

// ItemSEO are an editorial item's own SEO fields (view seo), embedded in the rows of the tables
// that have them: a meta title that replaces the whole <title>, a meta description, a canonical
// address (absolute, or a path of the site) and noindex, which keeps the page out of search engines
// and out of the sitemap.
type ItemSEO struct {
	MetaTitulo      *string `json:"meta_titulo"`
	MetaDescripcion *string `json:"meta_descripcion"`
	URLCanonica     *string `json:"url_canonica"`
	Noindex         bool    `json:"noindex"`
}

// ItemSEOColumns are the columns of ItemSEO.
const ItemSEOColumns = "meta_titulo,meta_descripcion,url_canonica,noindex"
