-- wrk script of bench/compare.sh: POST of a JSON body with one %d filled at random per request
-- (a new row's text, or a user's number for a password sign-in).
-- wrk -s post.lua URL -- <path> <body with one %d> <largest number>
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("seq", threads)
end

local path, body, n
function init(args)
  path, body, n = args[1], args[2], tonumber(args[3])
  math.randomseed(os.time() * 100 + seq)
end

function request()
  return wrk.format("POST", path, nil, string.format(body, math.random(n)))
end
