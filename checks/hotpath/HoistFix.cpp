//===--- HoistFix.cpp - clang-tidy ----------------------------------------===//

#include "HoistFix.h"
#include "hotpath/ConstantInit.h"
#include "support/ASTUtils.h"
#include "support/SourceText.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/FixIt.h"
#include "llvm/Support/Regex.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

static constexpr char HoistedName[] = "json_options";

//===--- Locals -----------------------------------------------------------===//

/// Whether \p Var is declared without an initializer (`T name;`).
static bool isDefaultInitialized(const VarDecl *Var) {
  const auto *CE = dyn_cast_or_null<CXXConstructExpr>(Var->getInit());
  return CE && CE->getNumArgs() == 0 &&
         CE->getParenOrBraceRange().isInvalid() &&
         Var->getInitStyle() != VarDecl::ListInit;
}

/// Whether `static` cannot simply go in front of the declaration: it is not
/// in a block, or starts with something `static` cannot precede.
static bool inAwkwardPosition(const LocalFacts &F, ASTContext &Ctx) {
  if (!isa<CompoundStmt, SwitchCase, LabelStmt>(F.DeclarationParent))
    return true;
  const StringRef First = tooling::fixit::getText(F.Var->getBeginLoc(), Ctx);
  return llvm::is_contained({"alignas", "_Alignas", "__attribute__",
                             "__declspec", "[", "static", "thread_local"},
                            First);
}

/// Whether a const object of the variable's type needs an initializer that
/// the declaration does not give.
static bool needsInitializer(const VarDecl *Var) {
  const QualType Type = Var->getType();
  const CXXRecordDecl *RD = Type->getAsCXXRecordDecl();
  return !Type->isReferenceType() && !Type.isConstQualified() &&
         isDefaultInitialized(Var) &&
         !(RD && RD->hasDefinition() && RD->allowConstDefaultInit());
}

WhyNoFix whyNoLocalFix(const LocalFacts &F, ASTContext &Ctx) {
  const VarDecl *Var = F.Var;
  auto Because = [&](NoFix Reason, SourceLocation Where,
                     const NamedDecl *Named = nullptr, std::string Text = "") {
    return WhyNoFix{Reason, Where, Named, std::move(Text)};
  };
  if (Var->getBeginLoc().isMacroID() || Var->getLocation().isMacroID())
    return Because(NoFix::Macro, Var->getLocation());
  if (!F.Declaration->isSingleDecl())
    return Because(NoFix::SeveralDeclarations, Var->getLocation());
  if (inAwkwardPosition(F, Ctx))
    return Because(NoFix::Position, Var->getLocation());
  if (F.Where->InConstexpr)
    return Because(NoFix::Constexpr, Var->getLocation());
  if (needsInitializer(Var))
    return Because(NoFix::NeedsInitializer, Var->getLocation());
  if (F.CopiedFrom)
    return Because(NoFix::Copy, F.CopiedFrom->getBeginLoc(), Var);
  if (const Stmt *Dep = initializerDependency(Var->getInit(), Ctx))
    return Because(NoFix::Dependency, Dep->getBeginLoc(), nullptr,
                   describeDependency(Dep));
  if (F.Uses->Mutation)
    return Because(NoFix::Mutation, F.Uses->Mutation->getBeginLoc(), Var);
  if (F.Uses->ExplicitCapture.isValid())
    return Because(NoFix::Capture, F.Uses->ExplicitCapture, Var);
  return {};
}

FixItHint makeLocalStatic(const VarDecl *Var) {
  // `static` alone when the object (or what a reference binds) is const,
  // and with `decltype(auto)`, which takes no other specifier.
  const QualType Type = Var->getType();
  const bool IsConst = Type->isReferenceType()
                           ? Type.getNonReferenceType().isConstQualified()
                           : Type.isConstQualified();
  const AutoType *Deduced = Type->getContainedAutoType();
  const bool DecltypeAuto = Deduced && Deduced->isDecltypeAuto();
  return FixItHint::CreateInsertion(Var->getBeginLoc(), IsConst || DecltypeAuto
                                                            ? "static "
                                                            : "static const ");
}

//===--- Temporaries ------------------------------------------------------===//

/// Whether the source of a paren-initializer would turn `T name(args);`
/// into a function declaration: an argument spelled like a parameter
/// declaration, `U()`, `U(x)`, `U(*p)`, `U(&r)` or `U(a[2])`; `U(ns::x)`
/// too, which the parser takes for a declarator it then refuses ("cannot
/// be qualified").
static bool hasVexingArgument(const Expr *Construction, ASTContext &Ctx) {
  static const llvm::Regex Declarator(
      "^[[:space:]*&(]*((::)?[A-Za-z_][A-Za-z_0-9]*([[:space:]]*::[[:space:]]*"
      "[A-Za-z_][A-Za-z_0-9]*)*)?[[:space:])]*(\\[.*\\])?[[:space:])]*$");
  auto Vexing = [&](const Expr *Arg) {
    Arg = stripArgument(Arg);
    if (const Expr *Copied =
            ignoreElidableCopySingleStep(const_cast<Expr *>(Arg));
        Copied != Arg)
      Arg = stripArgument(Copied);
    SourceLocation LParen, RParen;
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(Arg)) {
      LParen = FC->getLParenLoc();
      RParen = FC->getRParenLoc();
    } else if (const auto *TOE = dyn_cast<CXXTemporaryObjectExpr>(Arg)) {
      if (TOE->isListInitialization())
        return false;
      LParen = TOE->getParenOrBraceRange().getBegin();
      RParen = TOE->getParenOrBraceRange().getEnd();
    } else if (const auto *UCE = dyn_cast<CXXUnresolvedConstructExpr>(Arg)) {
      if (UCE->isListInitialization())
        return false;
      LParen = UCE->getLParenLoc();
      RParen = UCE->getRParenLoc();
    } else {
      return isa<CXXScalarValueInitExpr>(Arg);
    }
    if (LParen.isInvalid() || RParen.isInvalid() || LParen.isMacroID() ||
        RParen.isMacroID())
      return true;
    return Declarator.match(tooling::fixit::internal::getText(
        CharSourceRange::getCharRange(LParen.getLocWithOffset(1), RParen),
        Ctx));
  };
  const Expr *Top = constructionOf(Construction);
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Top))
    return llvm::any_of(CE->arguments(), Vexing);
  if (const auto *UCE = dyn_cast<CXXUnresolvedConstructExpr>(Top))
    return llvm::any_of(UCE->arguments(), Vexing);
  if (const auto *PL = dyn_cast<CXXParenListInitExpr>(Top))
    return llvm::any_of(PL->getInitExprs(), Vexing);
  return false;
}

namespace {
/// A temporary spelled as a declaration: `static const <Type> name<Init>;`.
struct Spelling {
  std::string Type;
  std::string Init;
  bool NeedsCxx17 = false;
};
} // namespace

/// The type as written (or spelled in full) and the initializer.
static Spelling spell(const Temporary &T, ASTContext &Ctx) {
  Spelling S;
  SourceRange TypeRange;
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(T.Written))
    TypeRange = FC->getTypeInfoAsWritten()->getTypeLoc().getSourceRange();
  else if (const auto *TOE = dyn_cast<CXXTemporaryObjectExpr>(T.Written))
    TypeRange = TOE->getTypeSourceInfo()->getTypeLoc().getSourceRange();
  else if (const auto *UCE = dyn_cast<CXXUnresolvedConstructExpr>(T.Written))
    TypeRange = UCE->getTypeSourceInfo()->getTypeLoc().getSourceRange();
  if (TypeRange.isValid()) {
    S.Type = tooling::fixit::getText(TypeRange, Ctx).str();
    const SourceLocation AfterType = Lexer::getLocForEndOfToken(
        TypeRange.getEnd(), 0, Ctx.getSourceManager(), Ctx.getLangOpts());
    S.Init =
        tooling::fixit::internal::getText(
            CharSourceRange::getCharRange(AfterType, T.Range.getEnd()), Ctx)
            .ltrim()
            .str();
  } else {
    PrintingPolicy Policy(Ctx.getLangOpts());
    Policy.SuppressUnwrittenScope = true;
    S.Type = TypeName::getFullyQualifiedName(
        T.Written->getType().getUnqualifiedType(), Ctx, Policy,
        /*WithGlobalNsPrefix=*/true);
    if (StringRef(S.Type).contains('(') || StringRef(S.Type).contains("lambda"))
      S.Type.clear();
    S.Init = tooling::fixit::getText(*T.Written, Ctx).str();
    if (T.ImplicitConversion)
      S.Init = " = " + S.Init;
  }
  if (S.Init == "()")
    S.Init = "{}";
  S.NeedsCxx17 = T.ImplicitConversion;
  if (StringRef(S.Init).starts_with("(") &&
      hasVexingArgument(T.Construction, Ctx)) {
    // `T name(U());` would declare a function: copy-initialize instead.
    S.Init = " = " + S.Type + S.Init;
    S.NeedsCxx17 = true;
  }
  return S;
}

/// A local variable or parameter named in \p Written that is declared at or
/// after \p Anchor: the hoisted declaration would come before it.
static const DeclRefExpr *declaredLate(const Expr *Written, const Stmt *Anchor,
                                       ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const BoundNodes &B :
       match(findAll(declRefExpr().bind("ref")), *Written, Ctx)) {
    const auto *DRE = B.getNodeAs<DeclRefExpr>("ref");
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && VD->isLocalVarDeclOrParm() &&
        !SM.isBeforeInTranslationUnit(VD->getLocation(), Anchor->getBeginLoc()))
      return DRE;
  }
  return nullptr;
}

/// Why temporary \p T cannot be hoisted before \p Anchor, or its spelling.
static WhyNoFix whyNoHoist(const Temporary &T, const Stmt *Anchor,
                           bool AnchorJumpedInto, const Spelling &S,
                           const EntryPoints &Entries, ASTContext &Ctx) {
  const SourceLocation At = T.Written->getBeginLoc();
  if (At.isMacroID() || T.Written->getEndLoc().isMacroID() ||
      T.Range.isInvalid() || (Anchor && Anchor->getBeginLoc().isMacroID()))
    return {NoFix::Macro, At, nullptr, ""};
  if (T.P->InConstexpr)
    return {NoFix::Constexpr, At, nullptr, ""};
  if (const Stmt *Dep = initializerDependency(T.Written, Ctx))
    return {NoFix::Dependency, Dep->getBeginLoc(), nullptr,
            describeDependency(Dep)};
  if (!Anchor)
    return {NoFix::NoStatement, At, nullptr, ""};
  if (AnchorJumpedInto)
    return {NoFix::JumpInto, At, nullptr, ""};
  if (!acceptsConstLvalue(T.Call, T.ArgIndex, false, Entries))
    return {NoFix::NotConstRef, At, nullptr, ""};
  if (T.InConditional &&
      !isCopyConstructible(T.Written->getType()->getAsCXXRecordDecl()))
    return {NoFix::ConditionalCopy, At, nullptr, ""};
  if (S.Type.empty() || S.Init.empty())
    return {NoFix::Unspellable, At, nullptr, ""};
  if (S.NeedsCxx17 && !Ctx.getLangOpts().CPlusPlus17)
    return {NoFix::NeedsCxx17, At, nullptr, ""};
  if (const DeclRefExpr *Late = declaredLate(T.Written, Anchor, Ctx))
    return {NoFix::LateVariable, Late->getBeginLoc(), nullptr, ""};
  return {};
}

void prepareHoist(Temporary &T, const Stmt *Anchor, bool AnchorJumpedInto,
                  const EntryPoints &Entries, ASTContext &Ctx) {
  T.Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(T.Written->getSourceRange()),
      Ctx.getSourceManager(), Ctx.getLangOpts());
  const Spelling S = spell(T, Ctx);
  T.Why = whyNoHoist(T, Anchor, AnchorJumpedInto, S, Entries, Ctx);
  if (T.Why.Reason == NoFix::None)
    T.Declaration = "static const " + S.Type + " %NAME%" + S.Init + ";";
}

//===--- Names ------------------------------------------------------------===//

static void addTemplateParamNames(const TemplateParameterList *TPL,
                                  llvm::StringSet<> &Out) {
  if (!TPL)
    return;
  for (const NamedDecl *Param : *TPL)
    if (Param->getIdentifier())
      Out.insert(Param->getName());
}

/// Every identifier starting with the hoisted name that the function
/// (template header included) spells, and the template parameters of the
/// function and of the classes around it.
static void namesInUse(const Placement &P, ASTContext &Ctx,
                       llvm::StringSet<> &Names) {
  SourceRange Range = P.Body->getSourceRange();
  if (P.Outer) {
    Range = P.Outer->getSourceRange();
    if (const FunctionTemplateDecl *FTD =
            P.Outer->getDescribedFunctionTemplate())
      Range = FTD->getSourceRange();
    Range.setBegin(P.Outer->getOuterLocStart());
    for (unsigned I = 0; I < P.Outer->getNumTemplateParameterLists(); ++I)
      addTemplateParamNames(P.Outer->getTemplateParameterList(I), Names);
  }
  const SourceManager &SM = Ctx.getSourceManager();
  forEachToken(Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Range),
                                        SM, Ctx.getLangOpts()),
               SM, Ctx.getLangOpts(), [&](const Token &Tok) {
                 if (Tok.is(tok::raw_identifier) &&
                     Tok.getRawIdentifier().starts_with(HoistedName))
                   Names.insert(Tok.getRawIdentifier());
                 return true;
               });
  const DeclContext *DC =
      P.Outer ? P.Outer->getDeclContext() : P.Function->getDeclContext();
  for (; DC; DC = DC->getParent())
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
      if (const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate())
        addTemplateParamNames(CTD->getTemplateParameters(), Names);
      if (const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(RD))
        addTemplateParamNames(PS->getTemplateParameters(), Names);
    }
}

std::string HoistedNames::fresh(const Placement &P, SourceLocation At,
                                ASTContext &Ctx, Preprocessor *PP) {
  const void *Key = P.Outer ? static_cast<const void *>(P.Outer)
                            : static_cast<const void *>(P.Body);
  auto [It, Inserted] = NamesInScope.try_emplace(Key);
  llvm::StringSet<> &Names = It->second;
  if (Inserted)
    namesInUse(P, Ctx, Names);
  // A macro of that name where the declaration goes would rewrite it.
  auto IsMacro = [&](StringRef Name) {
    auto Found = Ctx.Idents.find(Name);
    if (Found == Ctx.Idents.end() || !Found->getValue() ||
        !Found->getValue()->hadMacroDefinition())
      return false;
    return !PP || static_cast<bool>(
                      PP->getMacroDefinitionAtLoc(Found->getValue(), At));
  };
  std::string Name = HoistedName;
  for (int I = 2; Names.contains(Name) || IsMacro(Name); ++I)
    Name = std::string(HoistedName) + "_" + std::to_string(I);
  Names.insert(Name);
  return Name;
}

FixOutcome hoistFix(llvm::ArrayRef<Temporary> Fixable, const Stmt *Anchor,
                    HoistedNames &Names, ASTContext &Ctx, Preprocessor *PP) {
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation AnchorBegin = Anchor->getBeginLoc();
  const StringRef Indent = Lexer::getIndentationForLine(AnchorBegin, SM);
  const bool OwnLine =
      SM.getSpellingColumnNumber(AnchorBegin) == Indent.size() + 1;
  const std::string Separator =
      OwnLine ? (lineBreakAt(AnchorBegin, SM) + Indent).str() : " ";
  FixOutcome Out;
  std::string Insertion;
  std::vector<FixItHint> Replacements;
  for (const Temporary &T : Fixable) {
    const std::string Name = Names.fresh(*T.P, AnchorBegin, Ctx, PP);
    std::string Decl = T.Declaration;
    Decl.replace(Decl.find("%NAME%"), 6, Name);
    Insertion += Decl + Separator;
    Replacements.push_back(FixItHint::CreateReplacement(T.Range, Name));
  }
  Out.Edits.push_back(FixItHint::CreateInsertion(AnchorBegin, Insertion));
  Out.Edits.insert(Out.Edits.end(), Replacements.begin(), Replacements.end());
  return Out;
}

} // namespace clang::tidy::json
