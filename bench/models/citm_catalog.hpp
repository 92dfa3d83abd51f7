// bench/models/citm_catalog.hpp: bench/data/citm_catalog.json as typed C++, every member.
//
// The model a typed benchmark reads the file into (serde-rs/json-benchmark's
// is the same shape): the name tables and the events are maps keyed by
// integer ids (std::map<std::uint32_t, ...>, so the keys are numbers in C++
// and member names in JSON, in ascending order, as the file has them), the
// performances a vector of small objects, ids as std::uint32_t (every id in
// the file fits), a performance's start (milliseconds since 1970) as
// std::uint64_t, prices' amounts as std::uint32_t. A logo may be null
// (std::optional<std::string>); members that are null in every object of the
// file (an event's description, subjectCode and subtitle, a performance's
// name and seatMapImage) are std::nullptr_t; an area's blockIds, empty in
// every area, a std::vector of ids. venueNames is keyed by venue codes
// (strings).
//
// Described for tidyjson with naming::camel_case; the compact output is the
// file's minified self, byte for byte (runtime.standard_files checks it).
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bench::citm {

using Id = std::uint32_t;

struct Event {
  std::nullptr_t description = nullptr;
  Id id = 0;
  std::optional<std::string> logo;
  std::string name;
  std::vector<Id> sub_topic_ids;
  std::nullptr_t subject_code = nullptr;
  std::nullptr_t subtitle = nullptr;
  std::vector<Id> topic_ids;
  friend bool operator==(const Event&, const Event&) = default;
};
TIDYJSON_TYPE(Event, description, id, logo, name, sub_topic_ids, subject_code, subtitle, topic_ids)

struct Price {
  std::uint32_t amount = 0;
  Id audience_sub_category_id = 0;
  Id seat_category_id = 0;
  friend bool operator==(const Price&, const Price&) = default;
};
TIDYJSON_TYPE(Price, amount, audience_sub_category_id, seat_category_id)

struct Area {
  Id area_id = 0;
  std::vector<Id> block_ids;
  friend bool operator==(const Area&, const Area&) = default;
};
TIDYJSON_TYPE(Area, area_id, block_ids)

struct SeatCategory {
  std::vector<Area> areas;
  Id seat_category_id = 0;
  friend bool operator==(const SeatCategory&, const SeatCategory&) = default;
};
TIDYJSON_TYPE(SeatCategory, areas, seat_category_id)

struct Performance {
  Id event_id = 0;
  Id id = 0;
  std::optional<std::string> logo;
  std::nullptr_t name = nullptr;
  std::vector<Price> prices;
  std::vector<SeatCategory> seat_categories;
  std::nullptr_t seat_map_image = nullptr;
  std::uint64_t start = 0;
  std::string venue_code;
  friend bool operator==(const Performance&, const Performance&) = default;
};
TIDYJSON_TYPE(Performance, event_id, id, logo, name, prices, seat_categories, seat_map_image, start, venue_code)

using Names = std::map<Id, std::string>;

/// The whole file.
struct CitmCatalog {
  Names area_names;
  Names audience_sub_category_names;
  Names block_names;
  std::map<Id, Event> events;
  std::vector<Performance> performances;
  Names seat_category_names;
  Names sub_topic_names;
  Names subject_names;
  Names topic_names;
  std::map<Id, std::vector<Id>> topic_sub_topics;
  std::map<std::string, std::string> venue_names;
  friend bool operator==(const CitmCatalog&, const CitmCatalog&) = default;
};
TIDYJSON_TYPE(CitmCatalog, area_names, audience_sub_category_names, block_names, events, performances,
              seat_category_names, sub_topic_names, subject_names, topic_names, topic_sub_topics, venue_names)

/// The settings of the file: camelCase names, every member written, null or
/// not. The adapters and the test use these options, and a context of the
/// same settings declared here and defined (TIDYJSON_CONTEXT_DEFINE) in one
/// .cpp of each program.
inline const tidyjson::options& json_options() {
  static const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::never};
  return options;
}
TIDYJSON_CONTEXT_DECLARE(CitmJson, (CitmCatalog), tidyjson::naming::camel_case, tidyjson::ignore::never)

}  // namespace bench::citm
