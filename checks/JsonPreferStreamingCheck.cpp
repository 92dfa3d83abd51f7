//===--- JsonPreferStreamingCheck.cpp - clang-tidy ------------------------===//
//
// Part of tidyjson. See docs/checks/json-prefer-streaming.md.
//
// Each function definition is gathered once (streaming/FunctionFacts.h):
// its serializer calls, the uses of its variables, its range-for loops.
// A read of a container is reported when its source is a stream or a file
// and one loop iterates it once (streaming/ReadOnce.h, with the fix in
// streaming/StreamFix.cpp); a write of a container when the container was
// only filled in a loop before (streaming/WriteOnce.h).
//
//===----------------------------------------------------------------------===//

#include "JsonPreferStreamingCheck.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "model/Markers.h"
#include "streaming/ReadOnce.h"
#include "streaming/WriteOnce.h"
#include "support/ASTUtils.h"
#include "support/ParentWalk.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

static constexpr char RootId[] = "root";
static constexpr char DefaultContainerTypes[] =
    "std::vector;std::deque;std::list";
/// The most elements a 64 KiB text holds ("[0,0,...]"): below that,
/// deserialize_stream's initial buffer alone is as large as the input.
static constexpr unsigned DefaultMinimumElementsHint = 32768;

JsonPreferStreamingCheck::JsonPreferStreamingCheck(StringRef Name,
                                                   ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      MinimumElementsHint(
          Options.get("MinimumElementsHint", DefaultMinimumElementsHint)),
      ContainerTypes(utils::options::parseStringList(
          Options.get("ContainerTypes", DefaultContainerTypes))),
      SerializerFunctions(utils::options::parseStringList(
          Options.get("SerializerFunctions", ""))),
      Entries(SerializerFunctions),
      Fixes(Options.getLocalOrGlobal(SharedFixes::ProjectWideOption, false)) {}

void JsonPreferStreamingCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "MinimumElementsHint", MinimumElementsHint);
  Options.store(Opts, "ContainerTypes",
                utils::options::serializeStringList(ContainerTypes));
  Options.store(Opts, "SerializerFunctions",
                utils::options::serializeStringList(SerializerFunctions));
  Options.store(Opts, SharedFixes::ProjectWideOption, Fixes.projectWide());
}

bool JsonPreferStreamingCheck::isContainer(
    const ClassTemplateDecl *Template) const {
  if (!Template)
    return false;
  const std::string Name = Template->getQualifiedNameAsString();
  return llvm::any_of(ContainerTypes, [&](StringRef Listed) {
    Listed = Listed.trim();
    Listed.consume_front("::");
    return Listed == Name;
  });
}

void JsonPreferStreamingCheck::registerMatchers(MatchFinder *Finder) {
  // Outermost function definitions in the user's code: lambdas and local
  // classes are gathered with the function around them; instantiations are
  // left out (a template is reported once, where it is written).
  Finder->addMatcher(functionDecl(isDefinition(),
                                  unless(isExpansionInSystemHeader()),
                                  unless(isImplicit()))
                         .bind(RootId),
                     this);
}

void JsonPreferStreamingCheck::check(const MatchFinder::MatchResult &Result) {
  ASTContext &Ctx = *Result.Context;
  if (Ctx.getDiagnostics().hasUncompilableErrorOccurred())
    return;
  const auto *Root = Result.Nodes.getNodeAs<FunctionDecl>(RootId);
  if (!Root || !Root->getBody() || isInInstantiation(Root))
    return;
  // A lambda or a local class inside a function is gathered with it.
  for (const DeclContext *DC = Root->getDeclContext(); DC; DC = DC->getParent())
    if (isa<FunctionDecl>(DC))
      return;
  const FunctionFacts Facts = collectFacts(Root, Entries);
  if (Facts.EntryCalls.empty())
    return;
  const LocalParentMap Parents(Root);
  const ParentWalk Walk(Ctx, &Parents);
  for (const FunctionFacts::EntryCall &EC : Facts.EntryCalls) {
    if (EntryPoints::direction(EC.Entry) == markers::role::Read)
      checkRead(EC.Call, EC.Entry, Facts, Walk);
    else
      checkWrite(EC.Call, EC.Entry, Facts, Walk);
  }
  Fixes.emit(Ctx.getSourceManager());
}

void JsonPreferStreamingCheck::checkRead(const CallExpr *Call,
                                         const FunctionDecl *Entry,
                                         const FunctionFacts &Facts,
                                         const ParentWalk &Walk) {
  auto IsContainer = [this](const ClassTemplateDecl *T) {
    return isContainer(T);
  };
  const std::optional<ReadOnceSite> Site =
      findReadOnce(Call, Entry, IsContainer, Facts, Walk);
  if (!Site || (Site->Source.MaxElements &&
                *Site->Source.MaxElements < MinimumElementsHint))
    return;
  StreamFix Fix = makeStreamFix(*Site, Facts, Walk, Entries);
  const SourceLocation Loc = Call->getBeginLoc();
  const std::string Stream = streamingName(Entry, markers::StreamReadName);
  const SharedFixes::ReportId R = Fixes.report(
      Loc, [this, Site = *Site, Loc, Stream, Why = std::move(Fix.WhyNot),
            WhyAt = Fix.WhyAt](const SharedFixes::Carried &C) {
        {
          auto D = Site.Var ? diag(Loc, "the whole JSON array is read into "
                                        "%0 only to be iterated once; read "
                                        "its elements one at a time with %1")
                                  << Site.Var
                            : diag(Loc, "the whole JSON array is read into a "
                                        "temporary %0 only to be iterated "
                                        "once; read its elements one at a "
                                        "time with %1")
                                  << Site.Container;
          D << Stream << C.Fixes;
        }
        diag(Site.Loop->getBeginLoc(), "the only loop over the elements",
             DiagnosticIDs::Note);
        if (!Why.empty())
          diag(WhyAt, "no automatic fix: %0", DiagnosticIDs::Note) << Why;
        else
          // The rewrite is in a header that other units include.
          SharedFixes::noteWhyNot(*this, C, Loc);
      });
  for (FixItHint &Edit : Fix.Edits)
    Fixes.addOwn(R, std::move(Edit));
}

void JsonPreferStreamingCheck::checkWrite(const CallExpr *Call,
                                          const FunctionDecl *Entry,
                                          const FunctionFacts &Facts,
                                          const ParentWalk &Walk) {
  auto IsContainer = [this](const ClassTemplateDecl *T) {
    return isContainer(T);
  };
  const std::optional<WriteOnceSite> Site =
      findWriteOnce(Call, Entry, IsContainer, Facts, Walk);
  if (!Site)
    return;
  const SourceLocation Loc = Call->getBeginLoc();
  const std::string Stream = streamingName(Entry, markers::StreamWriteName);
  Fixes.report(
      Loc, [this, Site = *Site, Loc, Stream](const SharedFixes::Carried &) {
        diag(Loc, "%0 is built only to be written whole; write its elements as "
                  "they are produced with %1 over a range")
            << Site.Var << Stream;
        diag(Site.FillLoop->getBeginLoc(),
             "no automatic fix: the loop that fills %0 has to become a range "
             "that produces the elements (for example a std::views::transform "
             "over what it iterates)",
             DiagnosticIDs::Note)
            << Site.Var;
      });
}

void JsonPreferStreamingCheck::onEndOfTranslationUnit() {
  Fixes.clear();
  Entries.clear();
}

} // namespace clang::tidy::json
