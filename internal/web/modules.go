package web

// module is an admin module: a view with its page.
type module struct {
	slug string // vista_slug
	path string
}

// modules are the views the admin implements, in navigation order. A view without a module is not
// shown even when permitted.
var modules = []module{
	{slug: "dashboard", path: "/admin/"},
}
