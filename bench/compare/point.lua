-- wrk script of bench/compare.sh: GET of a random row.
-- wrk -s point.lua URL -- <path with one %d> <rows>
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("seq", threads)
end

local path, rows
function init(args)
  path, rows = args[1], tonumber(args[2])
  math.randomseed(os.time() * 100 + seq)
end

function request()
  return wrk.format("GET", string.format(path, math.random(rows)))
end
