// bench/adapters/file_simdjson.cpp: simdjson on-demand on the bookstore file: the items' lineTotal.
//
// The file is one JSON array, not a sequence of documents, so iterate_many
// (document_stream) does not apply: the whole file is loaded into a
// padded_string (padded_string::load, timed like every other reader's I/O)
// and iterated on demand, order by order, field by field, summing the items'
// lineTotal as doubles rounded to cents. Stage 1 indexes the whole file first,
// so memory grows with the file. Built by clang 19 as simdjson_adapter.cpp.
#include <simdjson.h>

#include <string>

#include "file_codec.hpp"
#include "peer_support.hpp"

namespace {

using namespace bench;
namespace od = simdjson::ondemand;

file::tally pull(const char* path) {
  simdjson::padded_string text;
  if (simdjson::padded_string::load(path).get(text) != simdjson::SUCCESS) peer::fail("simdjson: cannot load the file");
  od::parser parser(text.size());
  od::document doc = parser.iterate(text);
  file::tally t;
  for (od::value order : doc.get_array()) {
    for (od::field f : order.get_object()) {
      if (f.key() != "items") continue;
      for (od::value item : f.value().get_array()) {
        for (od::field g : item.get_object()) {
          if (g.key() == "lineTotal") {
            ++t.items;
            t.revenue += peer::money_from_double(g.value().get_double());
          }
        }
      }
    }
    ++t.orders;
  }
  return t;
}

}  // namespace

namespace bench::file {

void add_simdjson_peers(std::vector<peer>& out) {
  static const std::string note = "padded_string::load, then on demand; front end " +
                                  std::string(SIMDJSON_STRINGIFY(SIMDJSON_BUILTIN_IMPLEMENTATION)) + ", stage 1 " +
                                  std::string(simdjson::get_active_implementation()->name());
  out.push_back({"pull", "simdjson", "ondemand", TIDYJSON_BENCH_COMPILER, note, nullptr, pull});
}

}  // namespace bench::file
