// bench/models/twitter.hpp: bench/data/twitter.json as typed C++, every member.
//
// The model a typed benchmark reads the file into (serde-rs/json-benchmark,
// glaze's and simdjson's tests model it the same way): every member of every
// object, nested objects as structs, 64-bit ids as std::uint64_t and the
// counts as std::uint32_t (every value in the file fits exactly), members
// that may be null as std::optional, members that are null in every tweet of
// the file (geo, coordinates, place, contributors) as std::nullptr_t, and a
// retweet's original status as a std::unique_ptr<Status> (a status quotes at
// most one other, which quotes none).
//
// Members the file sometimes leaves out (a status's retweeted_status and
// possibly_sensitive, media, source_status_id, a user's url entity and
// profile_banner_url) are written only when set (ignore_if when_null);
// every other member is always written, null or not. So the compact output
// has the members of the input in the input's order, and is the file
// without its whitespace but for the four sizes of a media, whose order
// varies in the file and which a struct writes as medium, small, thumb,
// large (runtime.standard_files checks both).
//
// Described for tidyjson with the file's own names (snake_case, as declared);
// the peers' adapters read and write the same structs by hand.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <tuple>
#include <string>
#include <vector>

namespace bench::twitter {

struct Metadata {
  std::string result_type;
  std::string iso_language_code;
  friend bool operator==(const Metadata&, const Metadata&) = default;
};
TIDYJSON_TYPE(Metadata, result_type, iso_language_code)

struct Url {
  std::string url;
  std::string expanded_url;
  std::string display_url;
  std::vector<std::uint32_t> indices;
  friend bool operator==(const Url&, const Url&) = default;
};
TIDYJSON_TYPE(Url, url, expanded_url, display_url, indices)

struct UrlList {
  std::vector<Url> urls;
  friend bool operator==(const UrlList&, const UrlList&) = default;
};
TIDYJSON_TYPE(UrlList, urls)

struct UserEntities {
  std::optional<UrlList> url;
  UrlList description;
  friend bool operator==(const UserEntities&, const UserEntities&) = default;
};
TIDYJSON_TYPE(UserEntities, (url, tidyjson::ignore_if{tidyjson::ignore::when_null}), description)

struct User {
  std::uint64_t id = 0;
  std::string id_str;
  std::string name;
  std::string screen_name;
  std::string location;
  std::string description;
  std::optional<std::string> url;
  UserEntities entities;
  bool protected_ = false;
  std::uint32_t followers_count = 0;
  std::uint32_t friends_count = 0;
  std::uint32_t listed_count = 0;
  std::string created_at;
  std::uint32_t favourites_count = 0;
  std::optional<std::int32_t> utc_offset;
  std::optional<std::string> time_zone;
  bool geo_enabled = false;
  bool verified = false;
  std::uint32_t statuses_count = 0;
  std::string lang;
  bool contributors_enabled = false;
  bool is_translator = false;
  bool is_translation_enabled = false;
  std::string profile_background_color;
  std::string profile_background_image_url;
  std::string profile_background_image_url_https;
  bool profile_background_tile = false;
  std::string profile_image_url;
  std::string profile_image_url_https;
  std::optional<std::string> profile_banner_url;
  std::string profile_link_color;
  std::string profile_sidebar_border_color;
  std::string profile_sidebar_fill_color;
  std::string profile_text_color;
  bool profile_use_background_image = false;
  bool default_profile = false;
  bool default_profile_image = false;
  bool following = false;
  bool follow_request_sent = false;
  bool notifications = false;
  friend bool operator==(const User&, const User&) = default;
};
TIDYJSON_TYPE(User, id, id_str, name, screen_name, location, description, url, entities,
              (protected_, tidyjson::rename{"protected"}), followers_count, friends_count, listed_count, created_at,
              favourites_count, utc_offset, time_zone, geo_enabled, verified, statuses_count, lang,
              contributors_enabled, is_translator, is_translation_enabled, profile_background_color,
              profile_background_image_url, profile_background_image_url_https, profile_background_tile,
              profile_image_url, profile_image_url_https,
              (profile_banner_url, tidyjson::ignore_if{tidyjson::ignore::when_null}), profile_link_color,
              profile_sidebar_border_color, profile_sidebar_fill_color, profile_text_color,
              profile_use_background_image, default_profile, default_profile_image, following, follow_request_sent,
              notifications)

struct Hashtag {
  std::string text;
  std::vector<std::uint32_t> indices;
  friend bool operator==(const Hashtag&, const Hashtag&) = default;
};
TIDYJSON_TYPE(Hashtag, text, indices)

struct UserMention {
  std::string screen_name;
  std::string name;
  std::uint64_t id = 0;
  std::string id_str;
  std::vector<std::uint32_t> indices;
  friend bool operator==(const UserMention&, const UserMention&) = default;
};
TIDYJSON_TYPE(UserMention, screen_name, name, id, id_str, indices)

struct Size {
  std::uint32_t w = 0;
  std::uint32_t h = 0;
  std::string resize;
  friend bool operator==(const Size&, const Size&) = default;
};
TIDYJSON_TYPE(Size, w, h, resize)

struct Sizes {
  Size medium;
  Size small;
  Size thumb;
  Size large;
  friend bool operator==(const Sizes&, const Sizes&) = default;
};
TIDYJSON_TYPE(Sizes, medium, small, thumb, large)

struct Media {
  std::uint64_t id = 0;
  std::string id_str;
  std::vector<std::uint32_t> indices;
  std::string media_url;
  std::string media_url_https;
  std::string url;
  std::string display_url;
  std::string expanded_url;
  std::string type;
  Sizes sizes;
  std::optional<std::uint64_t> source_status_id;
  std::optional<std::string> source_status_id_str;
  friend bool operator==(const Media&, const Media&) = default;
};
TIDYJSON_TYPE(Media, id, id_str, indices, media_url, media_url_https, url, display_url, expanded_url, type, sizes,
              (source_status_id, tidyjson::ignore_if{tidyjson::ignore::when_null}),
              (source_status_id_str, tidyjson::ignore_if{tidyjson::ignore::when_null}))

struct StatusEntities {
  std::vector<Hashtag> hashtags;
  std::vector<Hashtag> symbols;  // cashtags: the shape of a hashtag; empty in every tweet of the file
  std::vector<Url> urls;
  std::vector<UserMention> user_mentions;
  std::optional<std::vector<Media>> media;
  friend bool operator==(const StatusEntities&, const StatusEntities&) = default;
};
TIDYJSON_TYPE(StatusEntities, hashtags, symbols, urls, user_mentions,
              (media, tidyjson::ignore_if{tidyjson::ignore::when_null}))

struct Status {
  Metadata metadata;
  std::string created_at;
  std::uint64_t id = 0;
  std::string id_str;
  std::string text;
  std::string source;
  bool truncated = false;
  std::optional<std::uint64_t> in_reply_to_status_id;
  std::optional<std::string> in_reply_to_status_id_str;
  std::optional<std::uint64_t> in_reply_to_user_id;
  std::optional<std::string> in_reply_to_user_id_str;
  std::optional<std::string> in_reply_to_screen_name;
  User user;
  std::nullptr_t geo = nullptr;
  std::nullptr_t coordinates = nullptr;
  std::nullptr_t place = nullptr;
  std::nullptr_t contributors = nullptr;
  std::unique_ptr<Status> retweeted_status;
  std::uint32_t retweet_count = 0;
  std::uint32_t favorite_count = 0;
  StatusEntities entities;
  bool favorited = false;
  bool retweeted = false;
  std::optional<bool> possibly_sensitive;
  std::string lang;

  /// Every member but retweeted_status (compared by value below) and the four
  /// that are always null.
  [[nodiscard]] auto members() const {
    return std::tie(metadata, created_at, id, id_str, text, source, truncated, in_reply_to_status_id,
                    in_reply_to_status_id_str, in_reply_to_user_id, in_reply_to_user_id_str, in_reply_to_screen_name,
                    user, retweet_count, favorite_count, entities, favorited, retweeted, possibly_sensitive, lang);
  }

  /// Member by member, the retweeted status by value (not by address).
  friend bool operator==(const Status& a, const Status& b) {
    const bool same_retweet = a.retweeted_status == nullptr || b.retweeted_status == nullptr
                                  ? a.retweeted_status == b.retweeted_status
                                  : *a.retweeted_status == *b.retweeted_status;
    return same_retweet && a.members() == b.members();
  }
};
TIDYJSON_TYPE(Status, metadata, created_at, id, id_str, text, source, truncated, in_reply_to_status_id,
              in_reply_to_status_id_str, in_reply_to_user_id, in_reply_to_user_id_str, in_reply_to_screen_name, user,
              geo, coordinates, place, contributors,
              (retweeted_status, tidyjson::ignore_if{tidyjson::ignore::when_null}), retweet_count, favorite_count,
              entities, favorited, retweeted, (possibly_sensitive, tidyjson::ignore_if{tidyjson::ignore::when_null}),
              lang)

struct SearchMetadata {
  double completed_in = 0;
  std::uint64_t max_id = 0;
  std::string max_id_str;
  std::string next_results;
  std::string query;
  std::string refresh_url;
  std::uint32_t count = 0;
  std::uint64_t since_id = 0;
  std::string since_id_str;
  friend bool operator==(const SearchMetadata&, const SearchMetadata&) = default;
};
TIDYJSON_TYPE(SearchMetadata, completed_in, max_id, max_id_str, next_results, query, refresh_url, count, since_id,
              since_id_str)

/// The whole file.
struct Twitter {
  std::vector<Status> statuses;
  SearchMetadata search_metadata;
  friend bool operator==(const Twitter&, const Twitter&) = default;
};
TIDYJSON_TYPE(Twitter, statuses, search_metadata)

/// The settings of the file: names as declared, every member written (null or
/// not) but those marked ignore_if above. The adapters and the test use
/// these options, and a context of the same settings declared here and
/// defined (TIDYJSON_CONTEXT_DEFINE) in one .cpp of each program.
inline const tidyjson::options& json_options() {
  static const tidyjson::options options{tidyjson::ignore::never};
  return options;
}
TIDYJSON_CONTEXT_DECLARE(TwitterJson, (Twitter), tidyjson::ignore::never)

}  // namespace bench::twitter
