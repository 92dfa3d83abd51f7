//===--- JsonNonFastPathAttributeCheck.cpp - clang-tidy -------------------===//
//
// Part of tidyjson. See docs/checks/json-non-fast-path-attribute.md.
//
//===----------------------------------------------------------------------===//

#include "JsonNonFastPathAttributeCheck.h"
#include "clang-tidy/utils/LexerUtils.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "model/EntryCalls.h"
#include "model/Markers.h"
#include "support/SourceText.h"
#include "support/UnitScope.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char UnitId[] = "unit"; // TranslationUnitDecl

namespace {

/// "tidyjson::string_enum" for an attribute or setting class (templates
/// without their arguments).
std::string className(const CXXRecordDecl *RD) {
  if (!RD)
    return "?";
  if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    RD = CTSD->getSpecializedTemplate()->getTemplatedDecl();
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy Policy(RD->getASTContext().getLangOpts());
  Policy.SuppressInlineNamespace = true;
  RD->printQualifiedName(OS, Policy);
  return OS.str();
}

/// A setting as the user writes it: the runtime's constant of the setting's
/// class when it declares one beside it (`inline constexpr preserve_t
/// preserve{}` gives "tidyjson::references::preserve"), else the class
/// ("tidyjson::naming_callback").
std::string settingName(const CXXRecordDecl *RD) {
  if (!RD)
    return "?";
  const ASTContext &Ctx = RD->getASTContext();
  const QualType Class = Ctx.getRecordType(RD);
  for (const Decl *D : RD->getDeclContext()->decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || !VD->isConstexpr() ||
        !Ctx.hasSameUnqualifiedType(VD->getType(), Class))
      continue;
    std::string S;
    llvm::raw_string_ostream OS(S);
    PrintingPolicy Policy(Ctx.getLangOpts());
    Policy.SuppressInlineNamespace = true;
    VD->printQualifiedName(OS, Policy);
    return OS.str();
  }
  return className(RD);
}

/// Where the user wrote \p Loc, a location in a field entry: through the
/// arguments of the description macro, and through a macro of the user's
/// own that spells the attribute (`#define BY_NAME tidyjson::string_enum{}`)
/// to where that macro is used, never into a macro's definition.
SourceLocation useSite(SourceLocation Loc, const SourceManager &SM) {
  for (int Guard = 0; Loc.isMacroID() && Guard < 64; ++Guard)
    Loc = SM.isMacroArgExpansion(Loc)
              ? SM.getImmediateSpellingLoc(Loc)
              : SM.getImmediateExpansionRange(Loc).getBegin();
  return Loc;
}

/// The removal of an attribute written in a field entry, with the comma
/// before it: `, tidyjson::string_enum{}`. A comment between the two stays:
/// `(status, /* by name */ tidyjson::string_enum{})` becomes
/// `(status /* by name */)`.
FixOutcome removeAttribute(const Expr *Written, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Written->getSourceRange()), SM, LO);
  if (Range.isInvalid())
    return FixOutcome::none("the attribute is not written as one piece of "
                            "the description; remove it by hand");
  if (SM.isInSystemHeader(Range.getBegin()))
    return {};
  const auto [Comma, CommaStart] = utils::lexer::getPreviousTokenAndStart(
      Range.getBegin(), SM, LO, /*SkipComments=*/true);
  if (Comma.isNot(tok::comma))
    return FixOutcome::none("no comma before the attribute; remove it by hand");
  FixOutcome Out;
  const auto [Before, BeforeStart] = utils::lexer::getPreviousTokenAndStart(
      Range.getBegin(), SM, LO, /*SkipComments=*/false);
  if (Before.is(tok::comma)) {
    Out.Edits.push_back(FixItHint::CreateRemoval(
        CharSourceRange::getCharRange(CommaStart, Range.getEnd())));
    return Out;
  }
  // The comma alone, then the attribute and the blanks before it on its line.
  Out.Edits.push_back(FixItHint::CreateRemoval(
      CharSourceRange::getCharRange(CommaStart, Comma.getEndLoc())));
  const StringRef Text = SM.getBufferData(SM.getFileID(Range.getBegin()));
  unsigned From = SM.getFileOffset(Range.getBegin());
  while (From > 0 && (Text[From - 1] == ' ' || Text[From - 1] == '\t'))
    --From;
  Out.Edits.push_back(FixItHint::CreateRemoval(CharSourceRange::getCharRange(
      Range.getBegin().getLocWithOffset(
          -static_cast<int>(SM.getFileOffset(Range.getBegin()) - From)),
      Range.getEnd())));
  return Out;
}

} // namespace

JsonNonFastPathAttributeCheck::JsonNonFastPathAttributeCheck(
    StringRef Name, ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      SerializerFunctions(utils::options::parseStringList(
          Options.get("SerializerFunctions", ""))),
      Entries(SerializerFunctions),
      Fixes(Options.getLocalOrGlobal(SharedFixes::ProjectWideOption, false)) {}

void JsonNonFastPathAttributeCheck::storeOptions(
    ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "SerializerFunctions",
                utils::options::serializeStringList(SerializerFunctions));
  Options.store(Opts, SharedFixes::ProjectWideOption, Fixes.projectWide());
}

void JsonNonFastPathAttributeCheck::registerMatchers(MatchFinder *Finder) {
  TidyjsonModel::registerMatchers(Finder, this);
  // The serializer calls are found in check() by one traversal of the
  // translation unit (findEntryCalls) rather than by a callExpr() matcher,
  // which would need the parent map to tell instantiations apart.
  Finder->addMatcher(translationUnitDecl().bind(UnitId), this);
}

void JsonNonFastPathAttributeCheck::check(
    const MatchFinder::MatchResult &Result) {
  if (Result.Context->getDiagnostics().hasUncompilableErrorOccurred())
    BrokenTU = true;
  if (Model.collect(Result))
    return;
  const auto *Unit = Result.Nodes.getNodeAs<TranslationUnitDecl>(UnitId);
  // Under clangd (a limited scope) the calls are found at the end, over the
  // whole unit: an attribute stays for a call anywhere.
  if (!Unit || hasLimitedScope(*Result.Context))
    return;
  findCalls(const_cast<TranslationUnitDecl *>(Unit), *Result.SourceManager);
}

void JsonNonFastPathAttributeCheck::findCalls(TranslationUnitDecl *Unit,
                                              const SourceManager &SM) {
  // The calls of every instantiation count for keeping an attribute.
  SkippedBody = findEntryCalls(
      Unit, SM, Entries, [&](const CallExpr *Call, const FunctionDecl *) {
        if (!Call->isTypeDependent() &&
            llvm::none_of(Call->arguments(), [&](const Expr *Arg) {
              return Model.contextRecord(Arg->getType()) != nullptr;
            }))
          OptionsCalls.push_back(Call);
      });
}

void JsonNonFastPathAttributeCheck::onEndOfTranslationUnit() {
  // Under clangd only the main file's declarations were matched: contexts,
  // descriptions and the runtime's markers in headers, and the calls that
  // keep an attribute, are gathered from the whole unit here.
  if (!BrokenTU && Model.Ctx && hasLimitedScope(*Model.Ctx)) {
    ASTContext &Ctx = *Model.Ctx;
    matchOutsideScope(
        Ctx,
        [](MatchFinder &F, MatchFinder::MatchCallback *CB) {
          TidyjsonModel::registerMatchers(&F, CB);
        },
        [this](const MatchFinder::MatchResult &R) { check(R); });
    withWholeUnit(Ctx, [&] {
      findCalls(Ctx.getTranslationUnitDecl(), Ctx.getSourceManager());
    });
  }
  if (!BrokenTU && Model.Ctx) {
    const KeepMap Keep = typesToKeep();
    for (const ContextInfo *C : Model.contexts())
      if (C->Mode != ContextInfo::Generation::Metadata)
        checkContext(*C, Keep);
    Fixes.emit(Model.Ctx->getSourceManager());
  }
  Fixes.clear();
  OptionsCalls.clear();
  SkippedBody = nullptr;
  Reported.clear();
  Entries.clear();
  Model.clear();
  BrokenTU = false;
}

JsonNonFastPathAttributeCheck::KeepMap
JsonNonFastPathAttributeCheck::typesToKeep() {
  // Removing a redundant attribute must not change any other output: keep
  // it on types that a context writing enums as numbers, or a call with
  // run-time options, also writes.
  const SourceManager &SM = Model.Ctx->getSourceManager();
  KeepMap Keep;
  auto KeepAll = [&](llvm::ArrayRef<QualType> Roots, const KeptBy &By) {
    TypeWalk Walk(Model);
    Walk.run(Roots, [&](QualType T, NodeKind) {
      Keep.try_emplace(canonical(T).getTypePtr(), By);
      return true;
    });
  };
  for (const ContextInfo *C : Model.contexts())
    if (!C->EnumsAsString)
      KeepAll(C->Roots, {SM.getFileLoc(C->Record->getLocation()),
                         "context '" + C->Record->getNameAsString() +
                             "' also serves %T, with enumerations as numbers"});
  for (const CallExpr *Call : OptionsCalls) {
    if (writesEnumsAsStrings(Call))
      continue;
    const FunctionDecl *Callee = Call->getDirectCallee();
    const TemplateArgumentList *Args =
        Callee ? Callee->getTemplateSpecializationArgs() : nullptr;
    if (!Args || Args->size() == 0 ||
        Args->get(0).getKind() != TemplateArgument::Type)
      continue;
    // A type the walk cannot see into (a range view over a vector, say)
    // may write what its template arguments hold: walk those too.
    std::vector<QualType> Roots{Args->get(0).getAsType()};
    for (size_t I = 0; I < Roots.size() && I < 64; ++I)
      if (const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
              canonical(Roots[I])->getAsCXXRecordDecl()))
        for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
          if (A.getKind() == TemplateArgument::Type)
            Roots.push_back(A.getAsType());
    const StringRef Direction = EntryPoints::direction(Callee);
    std::string What =
        Direction == markers::role::Read     ? "this call also reads %T"
        : Direction == markers::role::Schema ? "this call also describes %T "
                                               "in a schema"
                                             : "this call also writes %T";
    KeepAll(Roots, {SM.getExpansionLoc(Call->getBeginLoc()),
                    What + ", with options that may write enumerations as "
                           "numbers"});
  }
  return Keep;
}

void JsonNonFastPathAttributeCheck::checkContext(const ContextInfo &Context,
                                                 const KeepMap &Keep) {
  const SourceManager &SM = Model.Ctx->getSourceManager();
  if (SM.isInSystemHeader(SM.getExpansionLoc(Context.Record->getLocation())))
    return;
  reportSettings(Context);
  // Attributes and registrations of the types the context serves.
  TypeWalk Walk(Model);
  Walk.run(Context.Roots, [&](QualType T, NodeKind Kind) {
    if (Kind == NodeKind::Polymorphic)
      reportPolymorphic(Context, T, Walk.path(T));
    if (Kind != NodeKind::Object && Kind != NodeKind::Polymorphic)
      return true;
    const Description *D = Model.describe(T);
    if (!D || D->Kind != DescriptionKind::Object)
      return true;
    const auto KeptIt = Keep.find(canonical(T).getTypePtr());
    const KeptBy *Kept = KeptIt == Keep.end() ? nullptr : &KeptIt->second;
    for (const FieldUse &F : D->Fields)
      if (!F.Skipped)
        for (const AttributeUse &A : F.Attributes)
          if (!A.FastPath.Served && A.Written)
            reportAttribute(Context, T, F, A, Kept, Walk.path(T));
    return true;
  });
}

/// Context settings the fast path cannot serve.
void JsonNonFastPathAttributeCheck::reportSettings(const ContextInfo &Context) {
  const SourceManager &SM = Model.Ctx->getSourceManager();
  const CXXRecordDecl *CtxRD = Context.Record;
  for (const SettingUse &S : Context.Settings) {
    if (S.FastPath.Served || !S.Written ||
        !Reported.insert({S.Written, CtxRD}).second)
      continue;
    diag(SM.getSpellingLoc(S.Written->getBeginLoc()),
         "setting %0 (%1) keeps every type of context %2 off the fast path; "
         "%select{they fall back to the metadata path|the context cannot "
         "serve them (generation::fast_path)}3")
        << settingName(S.Type->getAsCXXRecordDecl()) << S.FastPath.Blocker
        << CtxRD << (Context.Mode == ContextInfo::Generation::FastPath ? 1 : 0);
  }
}

void JsonNonFastPathAttributeCheck::reportPolymorphic(
    const ContextInfo &Context, QualType T, const std::string &Path) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  const Description *P = Model.polymorphic(T);
  if (!P || P->FastPath.Served ||
      !Reported.insert({P->Function, Context.Record}).second)
    return;
  const SourceLocation Loc = SM.getExpansionLoc(P->Function->getLocation());
  if (SM.isInSystemHeader(Loc))
    return;
  diag(Loc, "the polymorphic registration of '%0' (%1) takes it off the fast "
            "path of context %2; %select{it falls back to the metadata "
            "path|the context cannot serve it (generation::fast_path)}3")
      << qualifiedTypeName(T, Ctx) << P->FastPath.Blocker << Context.Record
      << (Context.Mode == ContextInfo::Generation::FastPath ? 1 : 0);
  noteContext(Context.Record, qualifiedTypeName(T, Ctx), Path);
}

void JsonNonFastPathAttributeCheck::reportAttribute(
    const ContextInfo &Context, QualType T, const FieldUse &F,
    const AttributeUse &A, const KeptBy *Kept, const std::string &Path) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  const CXXRecordDecl *CtxRD = Context.Record;
  const SourceLocation Loc = useSite(A.Written->getBeginLoc(), SM);
  if (!Reported.insert({A.Written, CtxRD}).second || SM.isInSystemHeader(Loc))
    return;
  const std::string TypeName = qualifiedTypeName(T, Ctx);
  const std::string Member =
      (F.Owner ? F.Owner->getNameAsString() : TypeName) + "::" + F.Name;
  // An attribute that restates enums::as_string: remove it, once for all the
  // contexts that report it.
  const bool Restates = hasMarkerRole(A.Record, markers::Attribute,
                                      markers::role::EnumsAsStringAttribute);
  std::string Note;
  SourceLocation NoteAt = Loc;
  if (Restates && Context.EnumsAsString && Kept) {
    std::string Use = Kept->What;
    Use.replace(Use.find("%T"), 2, "'" + TypeName + "'");
    Note = "the attribute on '" + Member + "' is kept: " + Use;
    NoteAt = Kept->Where;
  } else if (Restates && Context.EnumsAsString && SkippedBody) {
    // An editor's unit without the bodies of its headers' functions: a call
    // in one of them may write the type with run-time options and need the
    // attribute; that it is redundant cannot be known.
    Note = "no automatic fix: the bodies of functions in the headers (such "
           "as '" +
           SkippedBody->getNameAsString() +
           "') were not parsed, and a call there with run-time options could "
           "need the attribute; json-tidy, or json-clangd without "
           "--json-preamble-bodies=skip, offers the removal";
  } else if (Restates && !Context.EnumsAsString) {
    Note = "setting tidyjson::enums::as_string on the context would serve "
           "this member on the fast path, but it writes every enumeration in "
           "'" +
           CtxRD->getNameAsString() + "' as a string";
  }
  const SharedFixes::ReportId R = Fixes.report(
      Loc, [=, Attr = className(A.Record), Blocker = A.FastPath.Blocker,
            FastOnly = Context.Mode == ContextInfo::Generation::FastPath](
               const SharedFixes::Carried &C) {
        diag(Loc, "%0 on '%1' (%2) takes '%3' off the fast path of context "
                  "%4; %select{it falls back to the metadata path|the context "
                  "cannot serve it (generation::fast_path)}5")
            << Attr << Member << Blocker << TypeName << CtxRD
            << (FastOnly ? 1 : 0) << C.Fixes;
        noteContext(CtxRD, TypeName, Path);
        if (!Note.empty())
          diag(NoteAt, "%0", DiagnosticIDs::Note) << Note;
        SharedFixes::noteWhyNot(*this, C, Loc);
      });
  if (Restates && Context.EnumsAsString && !Kept && !SkippedBody)
    Fixes.share(R, {A.Written, 0}, nullptr, [Written = A.Written, &Ctx](auto) {
      return removeAttribute(Written, Ctx);
    });
}

void JsonNonFastPathAttributeCheck::noteContext(const CXXRecordDecl *Context,
                                                const std::string &TypeName,
                                                const std::string &Path) {
  diag(noteLocation(Context), "context %0 is declared here",
       DiagnosticIDs::Note)
      << Context;
  if (Path.find(" -> ") == std::string::npos)
    diag(noteLocation(Context), "'%0' is a root type of context %1",
         DiagnosticIDs::Note)
        << TypeName << Context;
  else
    diag(noteLocation(Context), "'%0' is reached through %1",
         DiagnosticIDs::Note)
        << TypeName << Path;
}

} // namespace clang::tidy::json
