-- wrk script of bench/compare.sh: chained token refreshes. Each token (one per connection, from
-- the file named by REFRESH_TOKENS) is sent once; the token its response returns goes back into the
-- thread's queue for the next request, so every chain is used one request at a time, like a client
-- that refreshes with the token it was last given. A failed response ends its chain. The file needs
-- one token more than connections: wrk calls request() once in the first thread before connecting,
-- to check the script, and that token is never sent.
-- REFRESH_TOKENS=file wrk -t<threads> -s refresh.lua URL -- vitrina|pocketbase <path> <threads>
local threads, lines = 0, {}
function setup(thread)
  if threads == 0 then
    for line in io.lines(os.getenv("REFRESH_TOKENS")) do lines[#lines + 1] = line end
  end
  threads = threads + 1
  thread:set("seq", threads)
  thread:set("tokens", table.concat(lines, "\n"))
end

local kind, path, queue, last = nil, nil, {}, nil
function init(args)
  kind, path = args[1], args[2]
  local i, n = 0, tonumber(args[3])
  for t in string.gmatch(tokens, "[^\n]+") do
    if i % n == seq - 1 then queue[#queue + 1] = t end
    i = i + 1
  end
end

function request()
  local t = table.remove(queue, 1) or last
  last = t
  if kind == "vitrina" then
    return wrk.format("POST", path, nil, '{"refresh_token":"' .. t .. '"}')
  end
  wrk.headers["Authorization"] = t
  return wrk.format("POST", path)
end

function response(status, headers, body)
  local key = kind == "vitrina" and '"refresh_token":"([^"]+)"' or '"token":"([^"]+)"'
  local t = body:match(key)
  if status == 200 and t then queue[#queue + 1] = t end
end
