# Fails if any object file in OBJECTS (a ;-list) defines tidyjson serializer
# code (the generic writers and readers): proof that a context declared with
# TIDYJSON_CONTEXT_DECLARE is compiled in its one defining file only.
#   cmake -DOBJECTS=a.o;b.o -P NoSerializerCode.cmake
find_program(NM nm REQUIRED)
foreach(object IN LISTS OBJECTS)
  execute_process(COMMAND ${NM} -C --defined-only ${object}
    OUTPUT_VARIABLE symbols RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "nm failed on ${object}")
  endif()
  string(REGEX MATCHALL "tidyjson::detail::(write|read)_(value|object|object_members)<[^\n]*" found "${symbols}")
  if(found)
    message(FATAL_ERROR "${object} defines serializer code:\n${found}")
  endif()
  string(REGEX MATCHALL "CatalogJson::tidyjson_(write|read)" defined "${symbols}")
  if(defined)
    message(FATAL_ERROR "${object} defines the context's entry functions")
  endif()
endforeach()
