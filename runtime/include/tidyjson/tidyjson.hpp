// tidyjson/tidyjson.hpp: the whole runtime.
//
// A fast, strict C++20 JSON serializer for described types. See
// docs/runtime.md for the guide and the json-* clang-tidy checks that keep
// its use fast and correct.
#pragma once

#include "tidyjson/describe.hpp"
#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/core/attributes.hpp"
#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/options.hpp"
#include "tidyjson/types/decimal.hpp"
#include "tidyjson/types/uuid.hpp"
#include "tidyjson/write/writer.hpp"
#include "tidyjson/api.hpp"
#include "tidyjson/context/context.hpp"
#include "tidyjson/context/entry.hpp"
#include "tidyjson/read/reader.hpp"
#include "tidyjson/stream/stream.hpp"
#include "tidyjson/document/document.hpp"
#include "tidyjson/schema/schema.hpp"
