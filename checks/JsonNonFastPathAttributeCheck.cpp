//===--- JsonNonFastPathAttributeCheck.cpp - clang-tidy --------------------===//
//
// Part of tidyjson. See docs/checks/json-non-fast-path-attribute.md.
//
//===----------------------------------------------------------------------===//

#include "JsonNonFastPathAttributeCheck.h"
#include "Matchers.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "clang/AST/RecursiveASTVisitor.h"
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

/// The file range of an expression written in a macro argument, or an
/// invalid range when it spans files or macros.
CharSourceRange writtenRange(const Expr *E, const SourceManager &SM,
                             const LangOptions &LO) {
  SourceLocation B = SM.getSpellingLoc(E->getBeginLoc());
  SourceLocation End = SM.getSpellingLoc(E->getEndLoc());
  if (B.isInvalid() || End.isInvalid() || B.isMacroID() || End.isMacroID() ||
      SM.getFileID(B) != SM.getFileID(End) || SM.isInSystemHeader(B))
    return {};
  End = Lexer::getLocForEndOfToken(End, 0, SM, LO);
  return CharSourceRange::getCharRange(B, End);
}

/// Whether the options a call passes certainly write enumerations as
/// strings: an options object built in sight (a temporary, or a variable
/// with its initializer) whose last tidyjson::enums setting is as_string.
bool writesEnumsAsStrings(const CallExpr *Call,
                          llvm::ArrayRef<StringRef> OptionsTypes) {
  for (const Expr *Arg : Call->arguments()) {
    const Expr *E = stripArgument(Arg);
    if (!isOptionsType(E->getType(), {"::tidyjson::options"}))
      continue;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (VD->getInit()) // tidyjson::options cannot be assigned to
          E = stripArgument(VD->getInit());
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
      E = stripArgument(FC->getSubExpr());
    const auto *Construct = dyn_cast<CXXConstructExpr>(E);
    if (!Construct)
      return false;
    bool AsString = false;
    for (const Expr *A : Construct->arguments()) {
      const auto *Ref = dyn_cast<DeclRefExpr>(A->IgnoreParenImpCasts());
      const auto *EC = Ref ? dyn_cast<EnumConstantDecl>(Ref->getDecl()) : nullptr;
      if (!EC) {
        // A tidyjson::enums setting computed at run time: not visibly
        // as_string.
        if (const auto *ET = A->IgnoreParenImpCasts()->getType()->getAs<EnumType>())
          if (ET->getDecl()->getQualifiedNameAsString() == "tidyjson::enums")
            return false;
        continue;
      }
      const auto *Enum = dyn_cast<EnumDecl>(EC->getDeclContext());
      if (Enum && Enum->getQualifiedNameAsString() == "tidyjson::enums")
        AsString = EC->getName() == "as_string";
    }
    return AsString;
  }
  return false; // the default options write enumerations as numbers
}

/// The serializer calls written in the translation unit: every call to an
/// entry point (resolved, or unresolved in a template) outside system
/// headers, with whether it is in a template instantiation. The traversal is
/// the one the matchers make (implicit code, lambda classes, variable
/// template specializations), and it tracks instantiations itself, so that
/// nothing needs the parent map that isInTemplateInstantiation() builds. It
/// does not enter namespace tidyjson: the runtime's own calls between its
/// entry points are not the user's.
class EntryCallFinder : public RecursiveASTVisitor<EntryCallFinder> {
  using Base = RecursiveASTVisitor<EntryCallFinder>;

public:
  using Callback =
      llvm::function_ref<void(const CallExpr *, const FunctionDecl *, bool)>;
  EntryCallFinder(const SourceManager &SM, llvm::ArrayRef<StringRef> Names,
                  Callback Found)
      : SM(SM), Names(Names), Found(Found) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    // What isInTemplateInstantiation() matches: the calls in it are the
    // instantiated copies of calls in the pattern.
    bool Instantiation = false;
    if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
      Instantiation = isTemplateInstantiation(RD->getTemplateSpecializationKind());
    } else if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
      Instantiation = isTemplateInstantiation(FD->getTemplateSpecializationKind());
    } else if (const auto *NS = dyn_cast<NamespaceDecl>(D)) {
      if (NS->getName() == "tidyjson")
        return true;
    }
    // A declaration written in a system header only holds calls written
    // there, which the check leaves out.
    if (!isa<TranslationUnitDecl>(D) && inSystemHeader(D->getBeginLoc()))
      return true;
    InInstantiation += Instantiation ? 1 : 0;
    const bool Result = Base::TraverseDecl(D);
    InInstantiation -= Instantiation ? 1 : 0;
    return Result;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (inSystemHeader(Call->getBeginLoc()))
      return true;
    const FunctionDecl *Entry = nullptr;
    if (const FunctionDecl *Callee = Call->getDirectCallee()) {
      // Decided once per callee.
      auto [It, Fresh] = Known.try_emplace(Callee, false);
      if (Fresh)
        It->second = isEntryPoint(Callee, Names);
      Entry = It->second ? Callee : nullptr;
    } else {
      Entry = entryPointOfCall(Call, Names);
    }
    if (Entry)
      Found(Call, Entry, InInstantiation > 0);
    return true;
  }

private:
  bool inSystemHeader(SourceLocation Loc) const {
    // As isExpansionInSystemHeader().
    const SourceLocation Expansion = SM.getExpansionLoc(Loc);
    return Expansion.isValid() && SM.isInSystemHeader(Expansion);
  }

  const SourceManager &SM;
  llvm::ArrayRef<StringRef> Names;
  Callback Found;
  llvm::DenseMap<const FunctionDecl *, bool> Known;
  unsigned InInstantiation = 0;
};

} // namespace

JsonNonFastPathAttributeCheck::JsonNonFastPathAttributeCheck(
    StringRef Name, ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      SerializerFunctions(utils::options::parseStringList(
          Options.get("SerializerFunctions", DefaultSerializerFunctions))),
      ReadsReportedElsewhere(
          Context->isCheckEnabled("json-missing-registration")) {}

void JsonNonFastPathAttributeCheck::storeOptions(
    ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "SerializerFunctions",
                utils::options::serializeStringList(SerializerFunctions));
}

void JsonNonFastPathAttributeCheck::registerMatchers(MatchFinder *Finder) {
  TidyjsonModel::registerMatchers(Finder, this);
  // The serializer calls are found in check() by one traversal of the
  // translation unit (EntryCallFinder) rather than by a callExpr() matcher:
  // leaving out the calls in template instantiations with
  // unless(isInTemplateInstantiation()) built the parent map of the whole
  // translation unit, every instantiation of the runtime's templates included.
  Finder->addMatcher(translationUnitDecl().bind(UnitId), this);
}

void JsonNonFastPathAttributeCheck::check(
    const MatchFinder::MatchResult &Result) {
  if (Result.Context->getDiagnostics().hasUncompilableErrorOccurred())
    BrokenTU = true;
  if (Model.collect(Result))
    return;
  const auto *Unit = Result.Nodes.getNodeAs<TranslationUnitDecl>(UnitId);
  if (!Unit)
    return;
  auto Found = [&](const CallExpr *Call, const FunctionDecl *Entry,
                   bool Instantiated) {
    // A read is reported once, where it is written; the calls of every
    // instantiation count for keeping an attribute.
    if (!Instantiated &&
        markerArgument(Entry, "tidyjson::entry").value_or("") == "read")
      Reads.push_back(Call);
    if (!Call->isTypeDependent() &&
        llvm::none_of(Call->arguments(), [&](const Expr *Arg) {
          return Model.contextRecord(Arg->getType()) != nullptr;
        }))
      OptionsCalls.push_back(Call);
  };
  EntryCallFinder Finder(*Result.SourceManager, SerializerFunctions, Found);
  Finder.TraverseDecl(const_cast<TranslationUnitDecl *>(Unit));
}

void JsonNonFastPathAttributeCheck::onEndOfTranslationUnit() {
  if (!BrokenTU && Model.Ctx) {
    // Removing a redundant attribute must not change any other output: keep
    // it on types that a context writing enums as numbers, or a call with
    // run-time options, also writes.
    llvm::DenseSet<const Type *> KeepAttributes;
    for (const ContextInfo *C : Model.contexts()) {
      if (C->EnumsAsString)
        continue;
      TypeWalk Walk(Model);
      Walk.run(C->Roots, [&](QualType T, NodeKind) {
        KeepAttributes.insert(canonical(T).getTypePtr());
        return true;
      });
    }
    for (const CallExpr *Call : OptionsCalls) {
      if (writesEnumsAsStrings(Call, SerializerFunctions))
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
      TypeWalk Walk(Model);
      Walk.run(Roots, [&](QualType T, NodeKind) {
        KeepAttributes.insert(canonical(T).getTypePtr());
        return true;
      });
    }
    for (const ContextInfo *C : Model.contexts())
      if (C->Mode != ContextInfo::Generation::Metadata)
        checkContext(*C, KeepAttributes);
    if (!ReadsReportedElsewhere)
      for (const CallExpr *Call : Reads)
        checkRead(Call);
  }
  FixedOnce.clear();
  Reads.clear();
  OptionsCalls.clear();
  Reported.clear();
  Model.clear();
  BrokenTU = false;
}

void JsonNonFastPathAttributeCheck::checkContext(
    const ContextInfo &Context,
    const llvm::DenseSet<const Type *> &KeepAttributes) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const CXXRecordDecl *CtxRD = Context.Record;
  if (SM.isInSystemHeader(SM.getExpansionLoc(CtxRD->getLocation())))
    return;
  const bool FastOnly = Context.Mode == ContextInfo::Generation::FastPath;

  // Context settings the fast path cannot serve.
  for (const SettingUse &S : Context.Settings) {
    if (S.FastPath.Served || !S.Written)
      continue;
    const SourceLocation Loc = SM.getSpellingLoc(S.Written->getBeginLoc());
    if (!Reported.insert({S.Written, CtxRD}).second)
      continue;
    diag(Loc, "setting %0 (%1) keeps every type of context %2 off the fast "
              "path; %select{they fall back to the metadata path|the context "
              "cannot serve them (generation::fast_path)}3")
        << className(S.Type->getAsCXXRecordDecl()) << S.FastPath.Blocker
        << CtxRD << (FastOnly ? 1 : 0);
  }

  // Attributes and registrations of the types the context serves.
  TypeWalk Walk(Model);
  Walk.run(Context.Roots, [&](QualType T, NodeKind Kind) {
    if (Kind == NodeKind::Polymorphic) {
      const Description *P = Model.polymorphic(T);
      if (P && !P->FastPath.Served &&
          Reported.insert({P->Function, CtxRD}).second &&
          !SM.isInSystemHeader(SM.getExpansionLoc(P->Function->getLocation()))) {
        diag(SM.getExpansionLoc(P->Function->getLocation()),
             "the polymorphic registration of '%0' (%1) takes it off the fast "
             "path of context %2; %select{it falls back to the metadata "
             "path|the context cannot serve it (generation::fast_path)}3")
            << qualifiedTypeName(T, Ctx) << P->FastPath.Blocker << CtxRD
            << (FastOnly ? 1 : 0);
        diag(CtxRD->getLocation(), "context %0 is declared here",
             DiagnosticIDs::Note)
            << CtxRD;
        notePath(CtxRD, qualifiedTypeName(T, Ctx), Walk.path(T));
      }
    }
    if (Kind != NodeKind::Object && Kind != NodeKind::Polymorphic)
      return true;
    const Description *D = Model.describe(T);
    if (!D || D->Kind != DescriptionKind::Object)
      return true;
    for (const FieldUse &F : D->Fields) {
      if (F.Skipped)
        continue;
      for (const AttributeUse &A : F.Attributes) {
        if (A.FastPath.Served || !A.Written)
          continue;
        if (!Reported.insert({A.Written, CtxRD}).second)
          continue;
        const SourceLocation Loc = SM.getSpellingLoc(A.Written->getBeginLoc());
        if (SM.isInSystemHeader(Loc))
          continue;
        const std::string Attr = className(A.Record);
        const std::string Member =
            (F.Owner ? F.Owner->getNameAsString() : qualifiedTypeName(T, Ctx)) +
            "::" + F.Name;
        // A string enum converter restates enums::as_string: remove it.
        std::vector<FixItHint> Fixes;
        std::string Note;
        if (Attr == "tidyjson::string_enum") {
          if (Context.EnumsAsString &&
              KeepAttributes.count(canonical(T).getTypePtr())) {
            Note = "the attribute is kept: '" + qualifiedTypeName(T, Ctx) +
                   "' is also written by a context or a call that writes "
                   "enumerations as numbers";
          } else if (Context.EnumsAsString) {
            // One removal per attribute, on the first context's report:
            // clang-tidy drops an edit that two diagnostics carry.
            const CharSourceRange R = FixedOnce.insert(A.Written).second
                                          ? writtenRange(A.Written, SM, LO)
                                          : CharSourceRange();
            if (R.isValid()) {
              // Remove ", tidyjson::string_enum{}" including its comma.
              const StringRef Buffer = SM.getBufferData(SM.getFileID(R.getBegin()));
              unsigned Offset = SM.getFileOffset(R.getBegin());
              unsigned Start = Offset;
              while (Start > 0 && isspace(static_cast<unsigned char>(Buffer[Start - 1])))
                --Start;
              if (Start > 0 && Buffer[Start - 1] == ',')
                Fixes.push_back(FixItHint::CreateRemoval(CharSourceRange::getCharRange(
                    R.getBegin().getLocWithOffset(-static_cast<int>(Offset - Start + 1)),
                    R.getEnd())));
            }
          } else {
            Note = "setting tidyjson::enums::as_string on the context would "
                   "serve this member on the fast path, but it writes every "
                   "enumeration in '" +
                   CtxRD->getNameAsString() + "' as a string";
          }
        }
        diag(Loc, "%0 on '%1' (%2) takes '%3' off the fast path of context "
                  "%4; %select{it falls back to the metadata path|the context "
                  "cannot serve it (generation::fast_path)}5")
            << Attr << Member << A.FastPath.Blocker << qualifiedTypeName(T, Ctx)
            << CtxRD << (FastOnly ? 1 : 0) << Fixes;
        diag(CtxRD->getLocation(), "context %0 is declared here",
             DiagnosticIDs::Note)
            << CtxRD;
        notePath(CtxRD, qualifiedTypeName(T, Ctx), Walk.path(T));
        if (!Note.empty())
          diag(Loc, "%0", DiagnosticIDs::Note) << Note;
      }
    }
    return true;
  });
}

void JsonNonFastPathAttributeCheck::notePath(const CXXRecordDecl *Context,
                                             const std::string &TypeName,
                                             const std::string &Path) {
  if (Path.find(" -> ") == std::string::npos)
    diag(Context->getLocation(), "'%0' is a root type of context %1",
         DiagnosticIDs::Note)
        << TypeName << Context;
  else
    diag(Context->getLocation(), "'%0' is reached through %1",
         DiagnosticIDs::Note)
        << TypeName << Path;
}

void JsonNonFastPathAttributeCheck::checkRead(const CallExpr *Call) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Expr *Arg : Call->arguments()) {
    const CXXRecordDecl *RD = Model.contextRecord(Arg->getType());
    const ContextInfo *Context = RD ? Model.context(RD) : nullptr;
    if (!Context || Context->Mode != ContextInfo::Generation::FastPath)
      continue;
    // One fix per context: the same edit on two diagnostics would make
    // clang-tidy drop both as overlapping.
    std::vector<FixItHint> Fixes;
    if (const Expr *W = Context->GenerationWritten;
        W && carrierRank(Call->getBeginLoc(), SM) < 2 &&
        FixedOnce.insert(Context->Record).second) {
      const SourceLocation Last = SM.getSpellingLoc(W->getEndLoc());
      if (Last.isValid() && !SM.isInSystemHeader(Last) &&
          Lexer::getSourceText(CharSourceRange::getTokenRange(Last, Last), SM,
                               Ctx.getLangOpts()) == "fast_path")
        Fixes.push_back(FixItHint::CreateReplacement(
            CharSourceRange::getTokenRange(Last, Last), "both"));
    }
    diag(SM.getExpansionLoc(Call->getBeginLoc()),
         "this read cannot use context %0: its fast path only writes "
         "(generation::fast_path); generation::both keeps the fast path for "
         "writing and reads through metadata")
        << Context->Record << Fixes;
    diag(Context->Record->getLocation(), "context %0 is declared here",
         DiagnosticIDs::Note)
        << Context->Record;
  }
}

} // namespace clang::tidy::json
